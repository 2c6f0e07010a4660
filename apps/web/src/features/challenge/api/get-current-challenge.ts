import { useQuery, type QueryClient } from '@tanstack/react-query';
import { ChallengeSchema, type Challenge } from '@seedmatch/shared/challenge';
import { apiRequest } from '../../../lib/api-client';
import { currentChallengeKey } from './challenge-keys';

/** A challenge with how far the server's clock is ahead of this browser's, taken when it arrived. */
export type LiveChallenge = { challenge: Challenge; clockOffsetMs: number };

/** Pairs a challenge from the server with the clock offset measured now (serverTime - Date.now()). */
function toLiveChallenge(challenge: Challenge): LiveChallenge {
  return { challenge, clockOffsetMs: Date.parse(challenge.serverTime) - Date.now() };
}

/**
 * GET /challenges/current answers a challenge or null, so a failure is logged and gives null
 * (docs/product.md#limits-and-errors).
 */
async function getCurrentChallenge(): Promise<LiveChallenge | null> {
  try {
    const challenge = await apiRequest('/challenges/current', { schema: ChallengeSchema.nullable() });
    return challenge ? toLiveChallenge(challenge) : null;
  } catch (error) {
    console.warn('Could not load the current challenge:', error instanceof Error ? error.message : error);
    return null;
  }
}

export function useCurrentChallenge() {
  return useQuery({ queryKey: currentChallengeKey, queryFn: getCurrentChallenge });
}

/** Every challenge mutation answers with the fresh challenge; it replaces the cached one. */
export function storeChallenge(queryClient: QueryClient, challenge: Challenge) {
  queryClient.setQueryData(currentChallengeKey, toLiveChallenge(challenge));
}
