import { useMemo } from 'react';
import { useShortlist } from '../api/get-shortlist';
import { useChangeShortlist } from '../api/toggle-shortlist';

export type ShortlistState = { ids: ReadonlySet<string>; toggle: (itemId: string) => void };

/** The saved shortlist as a set, and a toggle that adds or removes one id (optimistically). */
export function useShortlistState(): ShortlistState {
  const { data } = useShortlist();
  const { mutate } = useChangeShortlist();
  const ids = useMemo(() => new Set(data ?? []), [data]);
  return { ids, toggle: (itemId: string) => mutate({ itemId, add: !ids.has(itemId) }) };
}
