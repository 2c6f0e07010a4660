import type { Deck } from '../hooks/use-deck';
import { DeckFilterControl } from './deck-filter-control';
import { UndoPassControl } from './undo-pass-control';

/** Above the cards: the filter on the left, "Undo" on the right after a pass. */
export function DeckToolbar({ deck }: { deck: Deck }) {
  return (
    <div className="flex min-h-11 items-center justify-between gap-2">
      <DeckFilterControl onChanged={deck.reload} />
      <UndoPassControl undo={deck.undoPass} />
    </div>
  );
}
