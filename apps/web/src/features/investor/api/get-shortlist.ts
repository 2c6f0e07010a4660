import { useQuery } from '@tanstack/react-query';
import { ShortlistSchema } from '@seedmatch/shared/investor';
import { apiRequest } from '../../../lib/api-client';

export const shortlistQueryKey = ['investor', 'shortlist'] as const;

/** GET /investor/shortlist: the ids this investor saved. */
async function getShortlist(): Promise<string[]> {
  return (await apiRequest('/investor/shortlist', { schema: ShortlistSchema })).itemIds;
}

export function useShortlist() {
  return useQuery({ queryKey: shortlistQueryKey, queryFn: getShortlist });
}
