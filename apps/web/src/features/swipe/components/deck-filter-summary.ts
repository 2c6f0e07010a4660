import type { DeckFilter } from '@seedmatch/shared/deck';

export const FILTER_LABELS = { all: 'All', interests: 'My skills and interests', tags: 'Chosen tags' } as const;

/** A filter in a few words: "All", "My skills and interests", or the chosen tags. */
export function summarizeFilter(filter: DeckFilter): string {
  return filter.mode === 'tags' ? filter.tags.join(', ') : FILTER_LABELS[filter.mode];
}
