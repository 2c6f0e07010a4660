import { useQuery } from '@tanstack/react-query';
import { InvestorSummarySchema } from '@seedmatch/shared/investor';
import { apiRequest } from '../../../lib/api-client';

export const summaryQueryKey = ['investor', 'summary'] as const;

/** GET /investor/summary: the investor home screen's Shortlisted and Reviewed counts. */
const getInvestorSummary = () => apiRequest('/investor/summary', { schema: InvestorSummarySchema });

export function useInvestorSummary() {
  return useQuery({ queryKey: summaryQueryKey, queryFn: getInvestorSummary });
}
