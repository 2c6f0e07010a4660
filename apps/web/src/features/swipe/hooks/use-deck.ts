import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DECK_BATCH_SIZE } from '@seedmatch/shared/constants';
import { DECK_ADVANCE_MS, DECK_REFILL_THRESHOLD, type Direction, type MatchData } from '@seedmatch/shared/ideas';
import type { Idea } from '@seedmatch/shared/ideas';
import { getDeck } from '../api/get-deck';
import { recordSwipe } from '../api/record-swipe';

export type Deck = {
  current: Idea | null;
  next: Idea | null;
  /** The direction the current card is leaving in, during the 300 ms before the deck advances. */
  leaving: Direction | null;
  isLoading: boolean;
  isEmpty: boolean;
  swipe: (direction: Direction) => void;
  reload: () => void;
};

/**
 * The swipe deck (§4): advances 300 ms after each swipe, fetches more when within 2 cards of the end,
 * and blocks a swipe while another is being processed.
 */
export function useDeck(onMatch: (match: MatchData) => void): Deck {
  const queryClient = useQueryClient();
  const [cards, setCards] = useState<Idea[]>([]);
  const [index, setIndex] = useState(0);
  const [leaving, setLeaving] = useState<Direction | null>(null);
  const [isLoading, setIsLoading] = useState(true);
  const [isExhausted, setIsExhausted] = useState(false);
  const busy = useRef(false);
  const fetching = useRef(false);

  const remaining = cards.length - index;
  const needsMore = !isExhausted && remaining <= DECK_REFILL_THRESHOLD;

  useEffect(() => {
    if (!needsMore || fetching.current) return;
    fetching.current = true;
    const onScreen = cards.slice(index).map((card) => card.id);
    void getDeck(DECK_BATCH_SIZE, onScreen).then(({ ideas, failed }) => {
      fetching.current = false;
      setCards((previous) => {
        const known = new Set(previous.map((card) => card.id));
        return [...previous, ...ideas.filter((idea) => !known.has(idea.id))];
      });
      if (ideas.length === 0 || failed) setIsExhausted(true);
      setIsLoading(false);
    });
  }, [needsMore, cards, index]);

  const swipe = useCallback(
    (direction: Direction) => {
      const card = cards[index];
      if (!card || busy.current) return;
      busy.current = true;
      setLeaving(direction);
      const request = recordSwipe(card.id, direction).then((result) => {
        if (result?.isMatch && result.matchData) onMatch(result.matchData);
        void queryClient.invalidateQueries({ queryKey: ['user-stats'] });
      });
      const advance = new Promise<void>((resolve) =>
        window.setTimeout(() => {
          setLeaving(null);
          setIndex((i) => i + 1);
          resolve();
        }, DECK_ADVANCE_MS),
      );
      void Promise.all([request, advance]).then(() => {
        busy.current = false;
      });
    },
    [cards, index, onMatch, queryClient],
  );

  const reload = useCallback(() => {
    setIsLoading(true);
    setIsExhausted(false);
  }, []);

  return {
    current: cards[index] ?? null,
    next: cards[index + 1] ?? null,
    leaving,
    isLoading: isLoading && remaining === 0,
    isEmpty: !isLoading && remaining === 0 && isExhausted,
    swipe,
    reload,
  };
}
