import type { ReactNode } from 'react';
import { ALL_IDEAS } from '@seedmatch/shared/deck';
import { useDeckFilter, useSaveDeckFilter } from '../api/deck-filter';
import { summarizeFilter } from './deck-filter-summary';

/** The empty deck under a filter says the filter leaves nothing and offers every idea; unfiltered, `children`. */
export function FilteredEmptyDeck({ onShowAll, children }: { onShowAll: () => void; children: ReactNode }) {
  const { data: filter } = useDeckFilter();
  const save = useSaveDeckFilter(onShowAll);
  if (!filter || filter.mode === 'all') return children;
  return (
    <section className="flex flex-col items-center gap-3 px-6 py-16 text-center">
      <p className="text-5xl" aria-hidden>🔍</p>
      <h2 className="text-xl font-bold">No ideas match your filter</h2>
      <p className="max-w-full text-sm break-words text-zinc-600">Nothing left to see for “{summarizeFilter(filter)}”.</p>
      {save.error ? <p role="alert" className="text-sm text-red-700">{save.error.message}</p> : null}
      <button
        type="button"
        onClick={() => save.mutate(ALL_IDEAS)}
        disabled={save.isPending}
        className="min-h-11 rounded-xl bg-brand-700 px-4 font-semibold text-white disabled:opacity-60"
      >
        Show all ideas
      </button>
    </section>
  );
}
