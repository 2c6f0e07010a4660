import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SubmitResultSchema, type SubmitMvpBody } from '@seedmatch/shared/challenge';
import { apiRequest, isRefusal } from '../../../lib/api-client';
import { currentChallengeKey, leaderboardKey } from './challenge-keys';
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
    onError: (error) => {
      window.alert(error.message || 'Failed to submit MVP');
      // A refusal may be for an MVP the server already has (a first answer lost on a dropped connection, another
      // tab): the screen shows what the server holds rather than the form again. Without an answer, or during an
      // outage, the form stays as it is for a retry: a failed read would replace it with "No Active Challenge".
      if (isRefusal(error)) void queryClient.invalidateQueries({ queryKey: currentChallengeKey });
    },
  });
}
