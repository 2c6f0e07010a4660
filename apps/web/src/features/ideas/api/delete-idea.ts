import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Idea } from '@seedmatch/shared/ideas';
import { SuccessSchema } from '@seedmatch/shared/success';
import { apiRequest } from '../../../lib/api-client';
import { myIdeasKey, userStatsKey } from './idea-keys';

/** DELETE /ideas/:id: the idea leaves decks and feeds; matches made through it stay. */
function deleteIdea(id: string) {
  return apiRequest(`/ideas/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: SuccessSchema,
    fallbackMessage: 'Failed to delete idea',
  });
}

export function useDeleteIdea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteIdea,
    onSuccess: (_result, id) => {
      queryClient.setQueryData<Idea[]>(myIdeasKey, (ideas) => ideas?.filter((idea) => idea.id !== id));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: myIdeasKey }),
        queryClient.invalidateQueries({ queryKey: userStatsKey }),
      ]);
    },
  });
}
