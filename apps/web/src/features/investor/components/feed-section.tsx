import { useId } from 'react';
import type { FeedItem } from '@seedmatch/shared/investor';
import type { ShortlistState } from '../hooks/use-shortlist-state';
import { FeedCard } from './feed-card';

type Props = {
  title: string;
  items: readonly FeedItem[];
  now: number;
  shortlist: ShortlistState;
  onViewFounder: (founderId: string) => void;
};

/** A headed list of feed cards; nothing at all when it has no items. */
export function FeedSection({ title, items, now, shortlist, onViewFounder }: Props) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-bold text-zinc-900">
        {title}
      </h2>
      <ul className="space-y-3 lg:grid lg:grid-cols-2 lg:gap-4 lg:space-y-0 xl:grid-cols-3">
        {items.map((item) => (
          <li key={item.id}>
            <FeedCard
              item={item}
              now={now}
              isShortlisted={shortlist.isSaved(item)}
              onToggleShortlist={() => shortlist.toggle(item)}
              onViewFounder={() => onViewFounder(item.user.id)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
