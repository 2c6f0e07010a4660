import { useEffect } from 'react';
import { Link } from 'react-router';
import type { Direction } from '@seedmatch/shared/ideas';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth/auth-context';
import { useUserStats } from '../../../lib/user-stats';
import { useDeck } from '../hooks/use-deck';
import { useMatchCelebration } from '../hooks/use-match-celebration';
import { DeckToolbar } from './deck-toolbar';
import { DraggableCard } from './draggable-card';
import { FilteredEmptyDeck } from './filtered-empty-deck';
import { IdeaCard } from './idea-card';
import { MatchBanner, MatchModal } from './match-celebration';

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

function EmptyDeck({ onReload }: { onReload: () => void }) {
  const { data: stats } = useUserStats();
  return (
    <section className="flex flex-col items-center gap-3 px-6 py-16 text-center">
      <p className="text-5xl" aria-hidden>🌱</p>
      <h2 className="text-xl font-bold">No more ideas!</h2>
      <p className="text-sm text-zinc-600">You have seen every idea for now. New ones are planted all the time.</p>
      <button type="button" onClick={onReload} className="rounded-xl border border-brand-600 px-4 py-2 font-semibold text-brand-700">
        Check for new ideas
      </button>
      {stats && stats.ideasCount === 0 ? (
        <Link to="/onboarding" className="rounded-xl bg-brand-700 px-4 py-2 font-semibold text-white">
          Share your first idea
        </Link>
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
        <Link to="/app/investor" className="rounded-xl bg-brand-700 px-4 py-2 font-semibold text-white">View Startups</Link>
      </section>
    );
  }

  return (
    <div className="flex flex-col gap-4 p-4">
      <h1 className="sr-only">Swipe ideas</h1>
      <DeckToolbar deck={deck} />
      {deck.isLoading ? <Spinner label="Loading ideas" /> : null}
      {deck.isEmpty ? (
        <FilteredEmptyDeck onShowAll={deck.reload}>
          <EmptyDeck onReload={deck.reload} />
        </FilteredEmptyDeck>
      ) : null}
      {deck.current ? (
        <>
          <div className="relative h-[26rem]">
            {deck.next ? (
              <div aria-hidden className="absolute inset-0 scale-95 opacity-70">
                <IdeaCard idea={deck.next} />
              </div>
            ) : null}
            <DraggableCard key={deck.current.id} leaving={deck.leaving} onSwipe={swipe}>
              <IdeaCard idea={deck.current} />
            </DraggableCard>
          </div>
          <div className="flex justify-center gap-8">
            <button
              type="button"
              onClick={() => swipe('LEFT')}
              aria-label="Pass"
              className="flex h-16 w-16 items-center justify-center rounded-full bg-white text-3xl text-red-500 shadow-lg ring-1 ring-zinc-200 hover:bg-red-50"
            >
              ✕
            </button>
            <button
              type="button"
              onClick={() => swipe('RIGHT')}
              aria-label="Like"
              className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-700 text-3xl text-white shadow-lg hover:bg-brand-900"
            >
              ♥
            </button>
          </div>
          <p className="text-center text-xs text-zinc-500">Drag the card, tap the buttons, or use the ← → keys.</p>
        </>
      ) : null}
      {celebration.showBanner && celebration.match ? <MatchBanner match={celebration.match} /> : null}
      {celebration.showModal && celebration.match ? <MatchModal match={celebration.match} onClose={celebration.closeModal} /> : null}
    </div>
  );
}
