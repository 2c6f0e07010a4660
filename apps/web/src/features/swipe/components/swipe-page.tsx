import { useEffect } from 'react';
import { Link } from 'react-router';
import { Heart, X } from 'lucide-react';
import type { Direction } from '@seedmatch/shared/ideas';
import { Announcement } from '../../../components/ui/announcement';
import { IconButton } from '../../../components/ui/icon-button';
import { LogoMark } from '../../../components/ui/logo';
import { useAuth } from '../../../lib/auth/auth-context';
import { useUserStats } from '../../../lib/user-stats';
import { useIsWide } from '../../../lib/use-is-wide';
import { useDeck } from '../hooks/use-deck';
import { useDeckAnnouncement } from '../hooks/use-deck-announcement';
import { useMatchCelebration } from '../hooks/use-match-celebration';
import { DeckAside } from './deck-aside';
import { DeckLoadFailed } from './deck-load-failed';
import { DeckSkeleton } from './deck-skeleton';
import { DeckStack } from './deck-stack';
import { DeckToolbar } from './deck-toolbar';
import { FilteredEmptyDeck } from './filtered-empty-deck';
import { MatchBanner, MatchModal } from './match-celebration';
import { Button, ButtonLink } from '../../../components/ui/button';

// From 1024 px, with a card to show: the deck in a wide column, what is beside the card in the rest. Every
// child but the aside stays in the first column.
const WIDE_DECK =
  'lg:grid lg:grid-cols-[minmax(0,32rem)_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:items-start lg:gap-x-8 lg:*:col-start-1 xl:grid-cols-[minmax(0,36rem)_minmax(0,1fr)]';

// The deck's stage takes the height the screen has left, down to the tab bar (the screen's frame and shell
// are columns that fill the window on this screen, content-width.ts), less the page's bottom padding (p-3).
// Under 21rem the page scrolls rather than crush the card.
const STAGE = 'flex min-h-[21rem] flex-1 flex-col';

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

function EmptyDeck({ onReload }: { onReload: () => void }) {
  const { data: stats } = useUserStats();
  return (
    <section className="flex flex-col items-center gap-3 px-6 py-16 text-center">
      <LogoMark className="h-16 w-16" />
      <h2 className="text-xl font-bold">No more ideas!</h2>
      <p className="text-sm text-zinc-600">You have seen every idea for now. New ones are planted all the time.</p>
      <Button variant="secondary" onClick={onReload}>
        Check for new ideas
      </Button>
      {stats && stats.ideasCount === 0 ? (
        <ButtonLink to="/onboarding">Share your first idea</ButtonLink>
      ) : (
        <Link to="/app/submit-idea" className="text-sm font-medium text-brand-700 underline">
          Submit another idea
        </Link>
      )}
    </section>
  );
}

export function SwipePage() {
  const { role } = useAuth();
  const celebration = useMatchCelebration();
  const deck = useDeck(celebration.celebrate);
  const { swipe } = deck;
  const isModalOpen = celebration.showModal;
  const hasAside = useIsWide() && deck.current !== null;
  const announcement = useDeckAnnouncement(deck.current, deck.isEmpty);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isModalOpen || isTyping(event.target)) return;
      const direction: Direction | null = event.key === 'ArrowRight' ? 'RIGHT' : event.key === 'ArrowLeft' ? 'LEFT' : null;
      if (!direction) return;
      event.preventDefault();
      swipe(direction);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [swipe, isModalOpen]);

  if (role === 'INVESTOR') {
    return (
      <section className="flex flex-col items-center gap-3 px-6 py-16 text-center">
        <h1 className="text-xl font-bold">Swiping is for founders</h1>
        <p className="text-sm text-zinc-600">As an investor you browse the best submissions in the Invest feed.</p>
        <ButtonLink to="/app/investor">View Startups</ButtonLink>
      </section>
    );
  }

  return (
    <div className={`flex flex-1 flex-col gap-3 overflow-x-clip p-3 ${hasAside ? WIDE_DECK : ''}`}>
      <h1 className="sr-only">Swipe ideas</h1>
      <Announcement>{announcement}</Announcement>
      <DeckToolbar deck={deck} />
      {deck.isLoading ? (
        <div className={STAGE}>
          <DeckSkeleton />
        </div>
      ) : null}
      {deck.hasFailed ? <DeckLoadFailed onRetry={deck.reload} /> : null}
      {deck.isEmpty ? (
        <FilteredEmptyDeck onShowAll={deck.reload}>
          <EmptyDeck onReload={deck.reload} />
        </FilteredEmptyDeck>
      ) : null}
      {deck.current ? (
        <div className={`${STAGE} gap-3 lg:self-stretch`}>
          <DeckStack current={deck.current} next={deck.next} leaving={deck.leaving} onSwipe={swipe} />
          <div className="flex shrink-0 justify-center gap-8">
            <IconButton
              icon={X}
              label="Pass"
              size="lg"
              variant="raised-danger"
              iconClassName="stroke-[2.5]"
              onClick={() => swipe('LEFT')}
            />
            <IconButton icon={Heart} label="Like" size="lg" variant="primary" iconClassName="fill-current" onClick={() => swipe('RIGHT')} />
          </div>
          {hasAside ? null : (
            <p className="hidden shrink-0 text-center text-xs text-zinc-500 [@media(min-height:700px)]:block">
              Drag the card, tap the buttons, or use the ← → keys.
            </p>
          )}
        </div>
      ) : null}
      {hasAside && deck.current ? (
        // As tall as the deck, whatever it holds (contain: size): the aside scrolls inside it (deck-aside.tsx).
        <div className="lg:col-start-2! lg:row-span-2 lg:row-start-1 lg:self-stretch lg:contain-size">
          <DeckAside current={deck.current} next={deck.next} />
        </div>
      ) : null}
      {celebration.showBanner && celebration.match ? <MatchBanner match={celebration.match} /> : null}
      {celebration.showModal && celebration.match ? <MatchModal match={celebration.match} onClose={celebration.closeModal} /> : null}
    </div>
  );
}
