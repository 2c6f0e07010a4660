import { useQuery } from '@tanstack/react-query';
import { UserStatsSchema, type UserStats } from '@seedmatch/shared/users';
import { apiRequest } from '../../../lib/api-client';

const NO_STATS: UserStats = { matchesCount: 0, ideasSwipedCount: 0 };

/** GET /user/stats; the spec shows 0 for both counts when it fails. */
export async function getUserStats(): Promise<UserStats> {
  try {
    return await apiRequest('/user/stats', { schema: UserStatsSchema });
  } catch (error) {
    console.warn('Could not load stats:', error);
    return NO_STATS;
  }
}

export function useUserStats() {
  return useQuery({ queryKey: ['user-stats'], queryFn: getUserStats });
}
