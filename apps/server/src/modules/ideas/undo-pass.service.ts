import { and, desc, eq, sql } from 'drizzle-orm';
import { UNDO_ERRORS, UNDO_PASS_MS } from '@seedmatch/shared/deck';
import type { Idea } from '@seedmatch/shared/ideas';
import type { Db } from '../../db/client';
import { ideas, swipes, users, type UserRow } from '../../db/schema/index';
import { conflict, notFound } from '../../lib/app-error';
import { shownTo } from '../safety/safety.service';
import { changeStamp } from './deck-resume';
import { ideaWithAuthorColumns, toIdea } from './idea-view';
import { requireFounder } from './ideas.service';

/**
 * Takes back a pass (docs/decisions/0021): only the caller's latest swipe, only a pass, only within
 * UNDO_PASS_MS of it. The window is measured by the database clock that stamped the swipe. Answers the
 * idea, to go back on top of the deck.
 */
export async function undoPass(db: Db, user: UserRow, ideaId: string): Promise<Idea> {
  requireFounder(user, 'swipe ideas');
  const [last] = await db
    .select({
      ideaId: swipes.ideaId,
      direction: swipes.direction,
      isRecent: sql<boolean>`${swipes.createdAt} > now() - make_interval(secs => ${UNDO_PASS_MS / 1000})`,
    })
    .from(swipes)
    .where(eq(swipes.userId, user.id))
    .orderBy(desc(swipes.createdAt))
    .limit(1);
  if (!last || last.ideaId !== ideaId) throw conflict(UNDO_ERRORS.notLast);
  if (last.direction !== 'LEFT') throw conflict(UNDO_ERRORS.like);
  if (!last.isRecent) throw conflict(UNDO_ERRORS.tooLate);

  const [row] = await db
    .select(ideaWithAuthorColumns)
    .from(ideas)
    .innerJoin(users, eq(users.id, ideas.userId))
    .where(and(eq(ideas.id, ideaId), shownTo(user.id)));
  if (!row) throw notFound('Idea not found');
  const undone = await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(swipes)
      .where(and(eq(swipes.userId, user.id), eq(swipes.ideaId, ideaId), eq(swipes.direction, 'LEFT')))
      .returning({ ideaId: swipes.ideaId });
    // Unswiped again: decks that resumed below it must look at it once more.
    if (deleted.length > 0) await tx.update(ideas).set({ changedXact: changeStamp }).where(eq(ideas.id, ideaId));
    return deleted;
  });
  // Another tab undid it between the two reads.
  if (undone.length === 0) throw conflict(UNDO_ERRORS.notLast);
  return toIdea(row);
}
