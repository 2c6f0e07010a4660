import type { FeedItem } from '@seedmatch/shared/investor';
import { Button } from '../../../components/ui/button';
import { useRequestIntro } from '../api/request-intro';
import { ShortlistToggle } from './shortlist-toggle';

type Props = { item: FeedItem; onRemove: () => void; onViewFounder: () => void };

/** A saved submission with the two next steps: look at the founder, or ask for an intro in chat. */
export function ShortlistEntry({ item, onRemove, onViewFounder }: Props) {
  const requestIntro = useRequestIntro();
  const title = item.title || 'Untitled';

  return (
    <article aria-label={title} className="space-y-3 rounded-2xl border border-brand-100 bg-white p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold">{title}</h2>
          <p className="text-xs text-zinc-600">{`by ${item.user.name || 'Anonymous'}`}</p>
          <p className="text-sm font-bold text-brand-700">{`${item.creditScore} pts`}</p>
        </div>
        <ShortlistToggle isShortlisted onToggle={onRemove} />
      </div>
      <div className="grid grid-cols-2 gap-2">
        <Button variant="secondary" onClick={onViewFounder} className="text-sm">
          View Founder
        </Button>
        <Button
          onClick={() => requestIntro({ founderId: item.user.id, founderName: item.user.name, title: item.title })}
          className="text-sm"
        >
          Request Intro
        </Button>
      </div>
    </article>
  );
}
