import { useQuery } from '@tanstack/react-query';
import { ReferralHistorySchema, type ReferralHistoryItem } from '@seedmatch/shared/referrals';
import { apiRequest } from '../../../lib/api-client';

/** GET /referrals/history; an empty list on failure (docs/product.md#levels-and-rewards). */
async function getReferralHistory(): Promise<ReferralHistoryItem[]> {
  try {
    return await apiRequest('/referrals/history', { schema: ReferralHistorySchema });
  } catch (error) {
    console.warn('Could not load referral history:', error);
    return [];
  }
}

export function useReferralHistory() {
  return useQuery({ queryKey: ['referrals', 'history'], queryFn: getReferralHistory });
}
