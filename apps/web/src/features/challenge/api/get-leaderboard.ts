import { useQuery } from '@tanstack/react-query';
import { LeaderboardSchema } from '@seedmatch/shared/challenge-leaderboard';
import { apiRequest } from '../../../lib/api-client';
import { leaderboardKey } from './challenge-keys';

/** GET /challenges/{id}/leaderboard: the top MVPs by credits, and mine when it ranks lower. */
function getLeaderboard(challengeId: string) {
  return apiRequest(`/challenges/${encodeURIComponent(challengeId)}/leaderboard`, {
    schema: LeaderboardSchema,
    fallbackMessage: 'Failed to load the leaderboard',
  });
}

export function useLeaderboard(challengeId: string) {
  return useQuery({ queryKey: leaderboardKey(challengeId), queryFn: () => getLeaderboard(challengeId) });
}
