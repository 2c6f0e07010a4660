import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SubmitResultSchema, type SubmitMvpBody } from '@seedmatch/shared/challenge';
import { apiRequest } from '../../../lib/api-client';
import { leaderboardKey } from './challenge-keys';
import { storeChallenge } from './get-current-challenge';

/** POST /challenges/{id}/submit; the server checks the MVP and computes its credits. */
function submitMvp({ id, body }: { id: string; body: SubmitMvpBody }) {
  return apiRequest(`/challenges/${encodeURIComponent(id)}/submit`, {
    method: 'POST',
    schema: SubmitResultSchema,
    body,
    fallbackMessage: 'Failed to submit MVP',
  });
}

export function useSubmitMvp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitMvp,
    onSuccess: (result) => {
      storeChallenge(queryClient, result.challenge);
      void queryClient.invalidateQueries({ queryKey: leaderboardKey(result.challenge.id) });
    },
    onError: (error) => window.alert(error.message || 'Failed to submit MVP'),
  });
}
