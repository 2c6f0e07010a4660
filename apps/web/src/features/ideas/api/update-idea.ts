import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Idea, IdeaForm } from '@seedmatch/shared/ideas';
import { UpdateIdeaResultSchema } from '@seedmatch/shared/my-ideas';
import { apiRequest } from '../../../lib/api-client';
import { myIdeasKey } from './idea-keys';

/** PUT /ideas/:id with the whole form; 409 when I already have an idea with that title. */
function updateIdea({ id, form }: { id: string; form: IdeaForm }) {
  return apiRequest(`/ideas/${encodeURIComponent(id)}`, {
    method: 'PUT',
    schema: UpdateIdeaResultSchema,
    body: form,
    fallbackMessage: 'Failed to update idea',
  });
}

export function useUpdateIdea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateIdea,
    onSuccess: ({ idea }) => {
      queryClient.setQueryData<Idea[]>(myIdeasKey, (ideas) =>
        ideas?.map((mine) => (mine.id === idea.id ? { ...idea, swipeRights: mine.swipeRights } : mine)),
      );
      return queryClient.invalidateQueries({ queryKey: myIdeasKey });
    },
  });
}
