import { useMutation, useQueryClient } from '@tanstack/react-query';
import { JoinResultSchema } from '@seedmatch/shared/challenge';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { storeChallenge } from './get-current-challenge';

const JOIN_FAILED = 'Failed to join challenge';

/** POST /challenges/{id}/join. */
function joinChallenge(id: string) {
  return apiRequest(`/challenges/${encodeURIComponent(id)}/join`, {
    method: 'POST',
    schema: JoinResultSchema,
    fallbackMessage: JOIN_FAILED,
  });
}

/** A failed join alerts the server's error, else "Failed to join challenge" (docs/product.md#limits-and-errors). */
export function useJoinChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinChallenge,
    onSuccess: (result) => storeChallenge(queryClient, result.challenge),
    onError: (error) => {
      window.alert(error instanceof ApiError && error.status > 0 && error.message ? error.message : JOIN_FAILED);
    },
  });
}
