import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DECK_BATCH_SIZE } from '@seedmatch/shared/constants';
import { DECK_ADVANCE_MS, DECK_REFILL_THRESHOLD, type Direction, type Idea, type MatchData } from '@seedmatch/shared/ideas';
import { getDeck } from '../api/get-deck';
import { recordSwipe } from '../api/record-swipe';
import { deckReducer, initialDeck, needsMore } from './deck-state';
import { useUndoPass, type UndoPass } from './use-undo-pass';

export type Deck = {
  current: Idea | null;
  next: Idea | null;
  /** The direction the current card is leaving in, during the 300 ms before the deck advances. */
  leaving: Direction | null;
  isLoading: boolean;
  isEmpty: boolean;
  /** The deck ran out and the read for more failed (no connection to the server): `reload` tries again. */
  hasFailed: boolean;
  swipe: (direction: Direction) => void;
  /** Empties the deck and reads it afresh: "Check for new ideas", or a new filter. */
  reload: () => void;
  undoPass: UndoPass;
};

/**
 * The swipe deck (docs/product.md#deck): advances 300 ms after each swipe, fetches more when within 2 cards
 * of the end, and blocks a swipe while another is being processed. The last pass can be undone for a few
 * seconds.
 */
export function useDeck(onMatch: (match: MatchData) => void): Deck {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(deckReducer, initialDeck);
  const [leaving, setLeaving] = useState<Direction | null>(null);
  const generation = useRef(0);
  const busy = useRef(false);
  const fetching = useRef(false);
  const putBack = useCallback((idea: Idea) => dispatch({ type: 'putBack', idea }), []);
  const { state: undoState, offerUndo } = useUndoPass(putBack);
  const { cards, index } = state;
  const shouldFetch = needsMore(state, DECK_REFILL_THRESHOLD);

  useEffect(() => {
    if (!shouldFetch || fetching.current) return;
    fetching.current = true;
    const onScreen = cards.slice(index).map((card) => card.id);
    const started = generation.current;
    void getDeck(DECK_BATCH_SIZE, onScreen).then(({ ideas, failed }) => {
      // A read started before a reload answers for the old deck (an old filter, say).
      if (started !== generation.current) return;
      fetching.current = false;
      const onScreenCount = onScreen.length;
      dispatch(failed ? { type: 'failed', onScreenCount } : { type: 'received', ideas, onScreenCount });
    });
  }, [shouldFetch, cards, index]);

  const swipe = useCallback(
    (direction: Direction) => {
      const card = cards[index];
      if (!card || busy.current) return;
      busy.current = true;
      offerUndo(null);
      setLeaving(direction);
      const request = recordSwipe(card.id, direction).then((result) => {
        if (result?.isMatch && result.matchData) onMatch(result.matchData);
        void queryClient.invalidateQueries({ queryKey: ['user-stats'] });
      });
      const advance = new Promise<void>((resolve) =>
        window.setTimeout(() => {
          setLeaving(null);
          dispatch({ type: 'advanced' });
          resolve();
        }, DECK_ADVANCE_MS),
      );
      const done = Promise.all([request, advance]).then(() => {
        busy.current = false;
      });
      if (direction === 'LEFT') offerUndo(card, done);
    },
    [cards, index, onMatch, queryClient, offerUndo],
  );

  const reload = useCallback(() => {
    offerUndo(null);
    generation.current += 1;
    fetching.current = false;
    dispatch({ type: 'restarted' });
  }, [offerUndo]);

  const remaining = cards.length - index;
  const hasFailed = remaining === 0 && state.failedAt === index;
  return {
    current: cards[index] ?? null,
    next: cards[index + 1] ?? null,
    leaving,
    isLoading: remaining === 0 && (state.isLoading || shouldFetch),
    isEmpty: remaining === 0 && !state.isLoading && !shouldFetch && !hasFailed,
    hasFailed,
    swipe,
    reload,
    undoPass: undoState,
  };
}
