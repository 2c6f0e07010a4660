import { LRUCache } from 'lru-cache';

/**
 * Where a user's "most liked" pool resumes: every idea ranked above this point was theirs or already
 * swiped by them when the pool was last read, so the next read starts here instead of stepping over
 * them again. Swipes are never undone, so the point only goes stale when an idea's likes lift it above
 * the point; each entry lives a fixed time from its first read (moving it does not extend it), so such
 * an idea comes back into this pool within minutes.
 */
export type PopularCursor = { swipeRights: number; createdAt: Date };

export type DeckCursors = LRUCache<string, PopularCursor>;

const CURSOR_TTL_MS = 10 * 60_000;
const MAX_CURSORS = 50_000;

/** The cursors of one server, by user id; a test passes its own clock (`perf`, read at every call). */
export function createDeckCursors(options: { perf?: { now(): number }; ttlResolution?: number } = {}): DeckCursors {
  return new LRUCache<string, PopularCursor>({ max: MAX_CURSORS, ttl: CURSOR_TTL_MS, noUpdateTTL: true, ...options });
}
