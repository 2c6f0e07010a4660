import { DECK_ADVANCE_MS, type Direction, type Idea } from '@seedmatch/shared/ideas';
import { DeckCard } from './deck-card';
import { IdeaCard } from './idea-card';

// Both cards take the stage less this strip at its foot, where the next card's edge shows under the top one.
const CARD_BOX = 'absolute inset-x-0 top-0 bottom-2.5';
// The next card waits a little smaller and lower (its foot in the strip), and rises into the top card's place
// while the top card flies out, over the same 300 ms; with reduced motion it is simply there.
const WAITING = 'translate-y-2.5 scale-[0.94]';
const RISEN = 'translate-y-0 scale-100';

/**
 * The top card and, under it, the next idea's card as a still picture: hidden from assistive technology,
 * inert and with nothing to focus, so only the top card is ever read or reached (docs/product.md#deck).
 */
export function DeckStack({
  current,
  next,
  leaving,
  onSwipe,
}: {
  current: Idea;
  next: Idea | null;
  leaving: Direction | null;
  onSwipe: (direction: Direction) => void;
}) {
  return (
    <div className="relative min-h-0 flex-1">
      {next ? (
        <div
          key={next.id}
          aria-hidden
          inert
          data-testid="under-card"
          className={`${CARD_BOX} origin-bottom transition-[translate,scale,opacity] ease-out starting:opacity-0 motion-reduce:transition-none ${leaving ? RISEN : WAITING}`}
          style={{ transitionDuration: `${DECK_ADVANCE_MS}ms` }}
        >
          <IdeaCard idea={next} />
        </div>
      ) : null}
      <div className={CARD_BOX}>
        <DeckCard key={current.id} idea={current} leaving={leaving} onSwipe={onSwipe} />
      </div>
    </div>
  );
}
