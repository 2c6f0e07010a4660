import { useQuery } from '@tanstack/react-query';
import { MatchListSchema, type MatchListItem } from '@seedmatch/shared/matches';
import { apiRequest } from '../../../lib/api-client';

/** GET /matches; an empty list when it fails (docs/product.md#limits-and-errors). */
async function getMatches(): Promise<MatchListItem[]> {
  try {
    return await apiRequest('/matches', { schema: MatchListSchema });
  } catch (error) {
    console.warn('Could not load matches:', error);
    return [];
  }
}

export function useMatches() {
  return useQuery({ queryKey: ['matches'], queryFn: getMatches });
}
