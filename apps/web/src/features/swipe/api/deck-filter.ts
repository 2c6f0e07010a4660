import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DeckFilterSchema, type DeckFilter } from '@seedmatch/shared/deck';
import { apiRequest } from '../../../lib/api-client';
import { deckFilterKey } from './query-keys';

/** GET /ideas/deck/filter: the filter saved on the server, the same on every device. */
const getDeckFilter = () => apiRequest('/ideas/deck/filter', { schema: DeckFilterSchema });

export function useDeckFilter() {
  return useQuery({ queryKey: deckFilterKey, queryFn: getDeckFilter });
}

/** PUT /ideas/deck/filter; `onSaved` runs once the server has it (the deck starts afresh then). */
export function useSaveDeckFilter(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (filter: DeckFilter) => apiRequest('/ideas/deck/filter', { method: 'PUT', body: filter, schema: DeckFilterSchema }),
    onSuccess: (saved) => {
      queryClient.setQueryData(deckFilterKey, saved);
      onSaved();
    },
  });
}
