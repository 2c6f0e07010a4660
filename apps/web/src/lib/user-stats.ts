import { useQuery } from '@tanstack/react-query';
import { UserStatsSchema, type UserStats } from '@seedmatch/shared/users';
import { apiRequest } from './api-client';

/** The figures of a user who has done nothing yet: what the counts show when the call fails. */
export const NO_STATS: UserStats = {
  matchesCount: 0,
  ideasSwipedCount: 0,
  swipedTodayCount: 0,
  ideasCount: 0,
  hasJoinedChallenge: false,
  hasSubmittedMvp: false,
};

/** GET /user/stats for the user's own day; 0 for the counts when it fails (docs/product.md#home). */
async function getUserStats(): Promise<UserStats> {
  try {
    const tzOffset = new Date().getTimezoneOffset();
    return await apiRequest(`/user/stats?tzOffset=${tzOffset}`, { schema: UserStatsSchema });
  } catch (error) {
    console.warn('Could not load stats:', error);
    return NO_STATS;
  }
}

/** Shared by the home screen and the deck's empty state. */
export function useUserStats() {
  return useQuery({ queryKey: ['user-stats'], queryFn: getUserStats });
}
