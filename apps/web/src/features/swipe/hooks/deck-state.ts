import type { Idea } from '@seedmatch/shared/ideas';

/**
 * The cards the deck holds: those before `index` are swiped, the rest are on screen. `exhausted` says a
 * read with cards on screen found nothing more; `checkedEmptyAt` says a read with none on screen found
 * nothing, at that index. Only the second may show "No more ideas!": the server is asked again every
 * time the screen runs out, so ideas planted meanwhile are never missed. `failedAt` says a read with none on
 * screen failed at that index: the deck says so, never that it is empty, until the person tries again.
 */
export type DeckState = {
  cards: Idea[];
  index: number;
  isLoading: boolean;
  exhausted: boolean;
  checkedEmptyAt: number | null;
  failedAt: number | null;
};

export type DeckEvent =
  | { type: 'received'; ideas: Idea[]; onScreenCount: number }
  | { type: 'failed'; onScreenCount: number }
  | { type: 'advanced' }
  | { type: 'putBack'; idea: Idea }
  | { type: 'restarted' };

export const initialDeck: DeckState = { cards: [], index: 0, isLoading: true, exhausted: false, checkedEmptyAt: null, failedAt: null };

export function deckReducer(state: DeckState, event: DeckEvent): DeckState {
  switch (event.type) {
    case 'received': {
      const onScreen = new Set(state.cards.slice(state.index).map((card) => card.id));
      const fresh = event.ideas.filter((idea) => !onScreen.has(idea.id));
      if (fresh.length > 0) return { ...state, cards: [...state.cards, ...fresh], isLoading: false, exhausted: false };
      if (event.onScreenCount === 0) return { ...state, isLoading: false, checkedEmptyAt: state.index };
      return { ...state, isLoading: false, exhausted: true };
    }
    case 'failed':
      // With cards still on screen the next swipe asks again.
      return event.onScreenCount === 0 ? { ...state, isLoading: false, failedAt: state.index } : state;
    case 'advanced':
      return { ...state, index: state.index + 1 };
    case 'putBack': {
      const before = state.cards.slice(0, state.index).filter((card) => card.id !== event.idea.id);
      const after = state.cards.slice(state.index).filter((card) => card.id !== event.idea.id);
      return { ...state, cards: [...before, event.idea, ...after], index: before.length };
    }
    case 'restarted':
      return initialDeck;
  }
}

/** Whether the deck should ask the server for more now. */
export function needsMore(state: DeckState, refillThreshold: number): boolean {
  const remaining = state.cards.length - state.index;
  if (remaining === 0) return state.checkedEmptyAt !== state.index && state.failedAt !== state.index;
  return remaining <= refillThreshold && !state.exhausted;
}
