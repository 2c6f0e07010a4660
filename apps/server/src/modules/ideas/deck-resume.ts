import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ideas } from '../../db/schema/index';

/** A place in most-liked order (`ideas_popular_idx`): likes, then newest first. */
export type PopularKey = { swipeRights: number; createdAt: Date };

/**
 * Where a user's most-liked pool resumes (docs/decisions/0026). When `since` was read, every idea ranked
 * above `key` was theirs, swiped by them, outside the filter named by `filter`, or hidden from them (a
 * block, a suspended founder). Only a change makes that untrue, and every such change stamps the idea with
 * its transaction (`changeStamp`), so a read walks down from `key` and adds the ideas stamped from `since`
 * on: no idea is skipped, whatever happened in between, and the thousands already swiped at the top are
 * not stepped over again.
 */
export type ResumePoint = { filter: string; key: PopularKey; since: number };

/** Below every idea: the user has been through the whole pool. */
export const BOTTOM: PopularKey = { swipeRights: -1, createdAt: new Date(0) };

/** SQL: the current transaction, as stamped on an idea that rises in the ranking, changes its tags or is shown again. */
export const changeStamp = sql<number>`pg_current_xact_id()::text::bigint`;

/** Stamps the ideas of these founders: they may be shown again to someone who did not see them (an unblock, an unsuspension). */
export async function restampIdeasOf(db: Db, founderIds: string[]): Promise<void> {
  await db.update(ideas).set({ changedXact: changeStamp }).where(inArray(ideas.userId, founderIds));
}

/** SQL: the oldest transaction still running when this statement started; any later change is stamped at or after it. */
export const oldestRunning = sql<string>`pg_snapshot_xmin(pg_current_snapshot())::text`;

/** The name a resume point keeps of the filter it was taken under. Tags may hold any character: JSON keeps filters apart. */
export function filterName(onlyTags: readonly string[] | null): string {
  return onlyTags ? JSON.stringify([...onlyTags].sort()) : 'all';
}

const MAX_USERS = 20_000;

/** One server's resume points by user id, the least recently used forgotten first (a forgotten user reads from the top). */
export class ResumePoints {
  private readonly points = new Map<string, ResumePoint>();

  get(userId: string, filter: string): ResumePoint | null {
    const point = this.points.get(userId);
    return point?.filter === filter ? point : null;
  }

  set(userId: string, point: ResumePoint): void {
    this.points.delete(userId);
    this.points.set(userId, point);
    if (this.points.size > MAX_USERS) this.points.delete(this.points.keys().next().value!);
  }
}

/**
 * The highest of the keys. Stored times have microseconds and a Date keeps milliseconds, so the time is
 * rounded up: the next read may take in an idea or two again, never leave one out.
 */
export function highest(keys: readonly PopularKey[]): PopularKey {
  const top = keys.reduce((a, b) =>
    b.swipeRights > a.swipeRights || (b.swipeRights === a.swipeRights && b.createdAt > a.createdAt) ? b : a,
  );
  return { swipeRights: top.swipeRights, createdAt: new Date(top.createdAt.getTime() + 1) };
}
