import type { FeedItem } from '@seedmatch/shared/investor';
import { Heart } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import type { ShortlistState } from '../hooks/use-shortlist-state';
import { ShortlistEntry } from './shortlist-entry';

type Props = { items: readonly FeedItem[]; shortlist: ShortlistState; onBack: () => void; onViewFounder: (founderId: string) => void };

/** The investor's saved submissions. */
export function ShortlistView({ items, shortlist, onBack, onViewFounder }: Props) {
  return (
    <div className="space-y-5 p-4">
      <header className="flex items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-zinc-900">Shortlist</h1>
          <p className="text-sm text-zinc-600">Your saved submissions</p>
        </div>
        <Button variant="secondary" onClick={onBack} className="shrink-0 text-sm">
          Back to Feed
        </Button>
      </header>
      {items.length === 0 ? (
        <EmptyState title="No submissions shortlisted yet" icon={Heart}>
          Start exploring and shortlist promising ideas!
        </EmptyState>
      ) : (
        <ul aria-label="Shortlisted submissions" className="space-y-3 lg:grid lg:grid-cols-2 lg:gap-4 lg:space-y-0 xl:grid-cols-3">
          {items.map((item) => (
            <li key={item.id}>
              <ShortlistEntry item={item} onRemove={() => shortlist.toggle(item)} onViewFounder={() => onViewFounder(item.user.id)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
