/**
 * Where a user's "most liked" pool resumes: every idea ranked above this point was theirs or already
 * swiped by them when the pool was last read, so the next read starts here instead of stepping over
 * them again. Swipes are never undone, so the point only goes stale when an idea's likes lift it above
 * the point; each entry lives a fixed time from its first read, so such an idea comes back into this pool
 * within minutes.
 */
export type PopularCursor = { swipeRights: number; createdAt: Date };

type Entry = { cursor: PopularCursor; expiresAt: number };

export class DeckCursors {
  readonly #entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = 10 * 60_000,
    private readonly maxEntries = 50_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(userId: string): PopularCursor | null {
    const entry = this.#entries.get(userId);
    if (!entry) return null;
    if (entry.expiresAt > this.now()) return entry.cursor;
    this.#entries.delete(userId);
    return null;
  }

  set(userId: string, cursor: PopularCursor): void {
    const expiresAt = this.get(userId) ? this.#entries.get(userId)!.expiresAt : this.now() + this.ttlMs;
    this.#entries.delete(userId);
    this.#entries.set(userId, { cursor, expiresAt });
    if (this.#entries.size > this.maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
  }
}
