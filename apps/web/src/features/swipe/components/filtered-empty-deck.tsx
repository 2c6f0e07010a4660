import type { ReactNode } from 'react';
import { Funnel } from 'lucide-react';
import { ALL_IDEAS, type DeckFilter } from '@seedmatch/shared/deck';
import { Icon } from '../../../components/ui/icon';
import { useDeckFilter, useSaveDeckFilter } from '../api/deck-filter';
import { Button } from '../../../components/ui/button';

function whatIsMissing(filter: Exclude<DeckFilter, { mode: 'all' }>): string {
  if (filter.mode === 'interests') return 'None of the ideas left shares a tag with your skills and interests.';
  const [only] = filter.tags;
  return filter.tags.length === 1
    ? `None of the ideas left is tagged “${only}”.`
    : `None of the ideas left has any of your ${filter.tags.length} chosen tags.`;
}

/** The empty deck under a filter says the filter leaves nothing and offers every idea; unfiltered, `children`. */
export function FilteredEmptyDeck({ onShowAll, children }: { onShowAll: () => void; children: ReactNode }) {
  const { data: filter } = useDeckFilter();
  const save = useSaveDeckFilter(onShowAll);
  if (!filter || filter.mode === 'all') return children;
  return (
    <section className="flex flex-col items-center gap-3 px-6 py-16 text-center">
      <Icon icon={Funnel} size={48} className="text-brand-700" />
      <h2 className="text-xl font-bold">No ideas match your filter</h2>
      <p className="max-w-full text-sm text-zinc-600">{whatIsMissing(filter)}</p>
      {save.error ? (
        <p role="alert" className="text-sm text-red-700">
          {save.error.message}
        </p>
      ) : null}
      <Button onClick={() => save.mutate(ALL_IDEAS)} loading={save.isPending}>
        Show all ideas
      </Button>
    </section>
  );
}
