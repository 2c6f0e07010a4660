import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SwipeResultSchema, type MatchData } from '@seedmatch/shared/ideas';
import { apiRequest } from '../../../lib/api-client';
import { likersKey, matchesKey, userStatsKey } from './likes-keys';

/** A like back is the deck's own right swipe (POST /ideas/swipe), so it matches exactly as the deck does. */
function likeBack(ideaId: string) {
  return apiRequest('/ideas/swipe', {
    method: 'POST',
    schema: SwipeResultSchema,
    body: { ideaId, direction: 'RIGHT' },
    fallbackMessage: 'Failed to record swipe',
    messageFields: ['message', 'error'],
  });
}

export function useLikeBack(onMatch: (match: MatchData) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: likeBack,
    onSuccess: (result) => {
      if (result.isMatch && result.matchData) onMatch(result.matchData);
      return Promise.all([likersKey, matchesKey, userStatsKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
