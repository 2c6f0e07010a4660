import { useMemo } from 'react';
import { useShortlist } from '../api/get-shortlist';
import { useChangeShortlist } from '../api/toggle-shortlist';

/** A card or project as the shortlist knows it: its own id and the idea it is about. */
type Saveable = { id: string; ideaId: string };

export type ShortlistState = { ids: ReadonlySet<string>; isSaved: (item: Saveable) => boolean; toggle: (item: Saveable) => void };

/**
 * The saved shortlist, and a toggle that saves an item by its idea (optimistically). An idea shows as one
 * card, so an item saved by its MVP's id or by the idea's counts as saved, and removing drops both.
 */
export function useShortlistState(): ShortlistState {
  const { data } = useShortlist();
  const { mutate } = useChangeShortlist();
  const ids = useMemo(() => new Set(data ?? []), [data]);
  const savedIds = (item: Saveable) => [...new Set([item.ideaId, item.id])].filter((id) => ids.has(id));
  return {
    ids,
    isSaved: (item) => savedIds(item).length > 0,
    toggle: (item) => {
      const saved = savedIds(item);
      if (saved.length === 0) mutate({ itemId: item.ideaId, add: true });
      for (const itemId of saved) mutate({ itemId, add: false });
    },
  };
}
