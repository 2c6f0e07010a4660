import { useMutation, useQueryClient } from '@tanstack/react-query';
import { JoinResultSchema } from '@seedmatch/shared/challenge';
import { apiRequest } from '../../../lib/api-client';
import { storeChallenge } from './get-current-challenge';

/** POST /challenges/{id}/leave; it answers like join: the challenge and a message. */
function leaveChallenge(id: string) {
  return apiRequest(`/challenges/${encodeURIComponent(id)}/leave`, {
    method: 'POST',
    schema: JoinResultSchema,
    fallbackMessage: 'Failed to exit challenge',
  });
}

export function useLeaveChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveChallenge,
    onSuccess: (result) => storeChallenge(queryClient, result.challenge),
    onError: (error) => window.alert(error.message || 'Failed to exit challenge'),
  });
}
