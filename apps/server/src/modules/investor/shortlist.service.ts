import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ideas, investorShortlists, mvpSubmissions, users } from '../../db/schema/index';
import { ERROR_MESSAGES } from '@seedmatch/shared/errors';
import { notFound } from '../../lib/app-error';
import { foreignKeyGoneAs } from '../../lib/pg-errors';
import { shownTo } from '../safety/safety.service';

/** SQL: the shortlisted item's founder is shown to the investor (no block either way, not suspended). */
export const shownShortlistItem = (investorId: string) => sql`(
  exists (select 1 from ${ideas} join ${users} on ${users.id} = ${ideas.userId}
    where ${ideas.id} = ${investorShortlists.itemId} and ${shownTo(investorId)})
  or exists (select 1 from ${mvpSubmissions} join ${users} on ${users.id} = ${mvpSubmissions.userId}
    where ${mvpSubmissions.id} = ${investorShortlists.itemId} and ${shownTo(investorId)}))`;

export async function listShortlist(db: Db, investorId: string): Promise<{ itemIds: string[] }> {
  const rows = await db
    .select({ itemId: investorShortlists.itemId })
    .from(investorShortlists)
    .where(and(eq(investorShortlists.investorId, investorId), shownShortlistItem(investorId)))
    .orderBy(asc(investorShortlists.createdAt));
  return { itemIds: rows.map((r) => r.itemId) };
}

/**
 * Saves an idea or MVP submission to the investor's shortlist; saving twice changes nothing. One whose founder
 * is hidden from the investor is not found, as an unknown one is.
 */
export async function addToShortlist(db: Db, investorId: string, itemId: string) {
  const [[idea], [submission]] = await Promise.all([
    db
      .select({ id: ideas.id })
      .from(ideas)
      .innerJoin(users, eq(users.id, ideas.userId))
      .where(and(eq(ideas.id, itemId), shownTo(investorId))),
    db
      .select({ id: mvpSubmissions.id })
      .from(mvpSubmissions)
      .innerJoin(users, eq(users.id, mvpSubmissions.userId))
      .where(and(eq(mvpSubmissions.id, itemId), shownTo(investorId))),
  ]);
  if (!idea && !submission) throw notFound('Submission not found');
  // An investor deleting their account on another device at this moment is gone, as for any later call.
  await db
    .insert(investorShortlists)
    .values({ investorId, itemId })
    .onConflictDoNothing()
    .catch(foreignKeyGoneAs(() => notFound(ERROR_MESSAGES.userNotFound)));
  return listShortlist(db, investorId);
}

export async function removeFromShortlist(db: Db, investorId: string, itemId: string) {
  await db.delete(investorShortlists).where(and(eq(investorShortlists.investorId, investorId), eq(investorShortlists.itemId, itemId)));
  return listShortlist(db, investorId);
}
