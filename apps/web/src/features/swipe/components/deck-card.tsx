import { useState } from 'react';
import type { Direction, Idea } from '@seedmatch/shared/ideas';
import { DraggableCard } from './draggable-card';
import { IdeaCard, type CardView } from './idea-card';
import { IdeaSheet } from './idea-sheet';
import { OwnerSheet } from './owner-sheet';
import { ReportDialog } from '../../../components/ui/report-dialog';

/**
 * The top card of the deck with its two sheets (the owner's profile, the whole idea) and the idea's report. The sheets sit beside
 * the draggable card, not in it, so a drag or a tap inside a sheet never moves or swipes the card.
 */
export function DeckCard({ idea, leaving, onSwipe }: { idea: Idea; leaving: Direction | null; onSwipe: (direction: Direction) => void }) {
  const [view, setView] = useState<CardView | 'report' | null>(null);
  const close = () => setView(null);
  return (
    <>
      <DraggableCard leaving={leaving} onSwipe={onSwipe}>
        <IdeaCard idea={idea} onOpen={setView} />
      </DraggableCard>
      {view === 'owner' ? <OwnerSheet owner={idea.user} onClose={close} /> : null}
      {view === 'idea' ? <IdeaSheet idea={idea} onClose={close} onReport={() => setView('report')} /> : null}
      {view === 'report' ? <ReportDialog userId={idea.userId} name={idea.user.name} ideaId={idea.id} onClose={close} /> : null}
    </>
  );
}
