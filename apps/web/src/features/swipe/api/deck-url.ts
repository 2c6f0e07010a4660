import { DECK_BATCH_SIZE } from '@seedmatch/shared/constants';

/** The deck endpoint's path under /api, for `limit` cards leaving out those on screen. */
export function deckPath(limit: number, exclude: readonly string[]): string {
  const params = new URLSearchParams({ limit: String(limit) });
  if (exclude.length > 0) params.set('exclude', exclude.join(','));
  return `/ideas/deck?${params}`;
}

/** The deck's first batch: what opening /app/swipe asks for before anything else. */
export const FIRST_DECK_PATH = deckPath(DECK_BATCH_SIZE, []);
