import { useQuery } from '@tanstack/react-query';
import { MatchListSchema, type MatchListItem } from '@seedmatch/shared/matches';
import { apiRequest } from '../../../lib/api-client';

/** GET /matches; the spec shows an empty list when it fails (§8). */
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
