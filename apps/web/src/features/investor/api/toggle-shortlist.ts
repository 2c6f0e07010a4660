import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ShortlistSchema } from '@seedmatch/shared/investor';
import { apiRequest } from '../../../lib/api-client';
import { shortlistQueryKey } from './get-shortlist';
import { summaryQueryKey } from './get-investor-summary';

export type ShortlistChange = { itemId: string; add: boolean };

/** PUT (add) or DELETE (remove) /investor/shortlist/{itemId}; both answer with the whole list. */
async function changeShortlist({ itemId, add }: ShortlistChange): Promise<string[]> {
  const path = `/investor/shortlist/${encodeURIComponent(itemId)}`;
  return (await apiRequest(path, { method: add ? 'PUT' : 'DELETE', schema: ShortlistSchema })).itemIds;
}

/** Shows the change at once, puts the server's list in place when it answers, and rolls back on failure. */
export function useChangeShortlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeShortlist,
    onMutate: async ({ itemId, add }: ShortlistChange) => {
      await queryClient.cancelQueries({ queryKey: shortlistQueryKey });
      const previous = queryClient.getQueryData<string[]>(shortlistQueryKey);
      const without = (previous ?? []).filter((id) => id !== itemId);
      queryClient.setQueryData<string[]>(shortlistQueryKey, add ? [...without, itemId] : without);
      return { previous };
    },
    onError: (error, _change, context) => {
      console.warn('Could not update the shortlist:', error);
      queryClient.setQueryData(shortlistQueryKey, context?.previous ?? []);
    },
    onSuccess: (itemIds) => queryClient.setQueryData(shortlistQueryKey, itemIds),
    onSettled: () => queryClient.invalidateQueries({ queryKey: summaryQueryKey }),
  });
}
