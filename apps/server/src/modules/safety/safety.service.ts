import { ERROR_MESSAGES } from '@seedmatch/shared/errors';
import { and, desc, eq, inArray, isNull, or, sql, type Placeholder } from 'drizzle-orm';
import type { ReportBody } from '@seedmatch/shared/safety';
import type { Db, Executor } from '../../db/client';
import {
  blocks,
  chatMessages,
  chatParticipants,
  chatRooms,
  ideas,
  matches,
  reports,
  sessions,
  users,
  type UserRow,
} from '../../db/schema/index';
import { badRequest, notFound } from '../../lib/app-error';
import { foreignKeyGoneAs } from '../../lib/pg-errors';
import { restampIdeasOf } from '../ideas/deck-resume';
import type { SocketControl } from '../realtime/realtime';
import { recordEnded } from '../matches/ended-matches';
import { lockPair } from '../matches/pair-lock';

/** True when either of the two has blocked the other. */
export async function isBlockedBetween(db: Executor, userId: string, otherId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: blocks.blockerId })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, userId), eq(blocks.blockedId, otherId)),
        and(eq(blocks.blockerId, otherId), eq(blocks.blockedId, userId)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** SQL: the user behind `column` and `userId` are not blocked either way. */
const notBlocked = (userId: string | Placeholder, column: unknown) =>
  sql`not exists (select 1 from ${blocks} where (${blocks.blockerId} = ${userId} and ${blocks.blockedId} = ${column}) or (${blocks.blockerId} = ${column} and ${blocks.blockedId} = ${userId}))`;

/** SQL for a query joined to `users`: that user is shown to `viewerId` (not suspended, no block either way; a placeholder in a prepared statement). */
export const shownTo = (viewerId: string | Placeholder) => sql`(${users.suspendedAt} is null and ${notBlocked(viewerId, users.id)})`;

/** A person who deleted their account after they were looked up is not found, as one who never was. */
const goneAsNotFound = foreignKeyGoneAs(() => notFound(ERROR_MESSAGES.userNotFound));

/**
 * Blocks someone: neither sees the other's ideas, messages or profile again. Their match goes and every
 * conversation they share is closed for both, open screens included.
 */
export async function blockUser(db: Db, user: UserRow, otherId: string, sockets: SocketControl): Promise<void> {
  if (otherId === user.id) throw badRequest("You can't block yourself.");
  const [other] = await db.select({ id: users.id }).from(users).where(eq(users.id, otherId));
  if (!other) throw notFound(ERROR_MESSAGES.userNotFound);
  const [userA, userB] = [user.id, otherId].sort() as [string, string];
  const closing = db.transaction(async (tx) => {
    await lockPair(tx, user.id, other.id);
    await tx.insert(blocks).values({ blockerId: user.id, blockedId: otherId }).onConflictDoNothing();
    const shared = tx
      .select({ roomId: chatParticipants.roomId })
      .from(chatParticipants)
      .where(
        and(
          eq(chatParticipants.userId, otherId),
          inArray(
            chatParticipants.roomId,
            tx.select({ id: chatParticipants.roomId }).from(chatParticipants).where(eq(chatParticipants.userId, user.id)),
          ),
        ),
      );
    // Closed rooms give up their pair key, so a later direct chat (after an unblock) starts afresh.
    const rooms = await tx
      .update(chatRooms)
      .set({ closedAt: new Date(), pairKey: null })
      .where(and(inArray(chatRooms.id, shared), isNull(chatRooms.closedAt)))
      .returning({ id: chatRooms.id });
    const ended = await tx
      .delete(matches)
      .where(and(eq(matches.userA, userA), eq(matches.userB, userB)))
      .returning({ userA: matches.userA, userB: matches.userB });
    await recordEnded(tx, ended);
    return rooms;
  });
  const closed = await closing.catch(goneAsNotFound);
  for (const room of closed) sockets.closeChat(room.id);
}

export async function unblockUser(db: Db, user: UserRow, otherId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [lifted] = await tx
      .delete(blocks)
      .where(and(eq(blocks.blockerId, user.id), eq(blocks.blockedId, otherId)))
      .returning();
    if (lifted) await restampIdeasOf(tx, [user.id, otherId]);
  });
}

export async function listBlocked(db: Db, userId: string) {
  const rows = await db
    .select({ id: users.id, name: users.name, blockedAt: blocks.createdAt })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(eq(blocks.blockerId, userId))
    .orderBy(desc(blocks.createdAt));
  return rows.map((row) => ({ ...row, blockedAt: row.blockedAt.toISOString() }));
}

/**
 * Stores a report for the admins; a reported message or idea must be one the reporter could see, and the reported
 * person's. The same report again, while the first is open, adds no report: the open one takes its reason and
 * details.
 */
export async function reportUser(db: Db, reporter: UserRow, body: ReportBody): Promise<void> {
  if (body.userId === reporter.id) throw badRequest("You can't report yourself.");
  const [reported] = await db.select({ id: users.id }).from(users).where(eq(users.id, body.userId));
  if (!reported) throw notFound(ERROR_MESSAGES.userNotFound);
  let messageContent: string | null = null;
  if (body.messageId) {
    const [message] = await db
      .select({ content: chatMessages.content })
      .from(chatMessages)
      .innerJoin(chatParticipants, and(eq(chatParticipants.roomId, chatMessages.roomId), eq(chatParticipants.userId, reporter.id)))
      .where(and(eq(chatMessages.id, body.messageId), eq(chatMessages.senderId, body.userId)));
    if (!message) throw notFound('Message not found');
    messageContent = message.content;
  }
  if (body.ideaId) {
    // Only an idea the reporter can see: one hidden by a block either way is not found, as an unknown one is.
    const [idea] = await db
      .select({ id: ideas.id })
      .from(ideas)
      .innerJoin(users, eq(users.id, ideas.userId))
      .where(and(eq(ideas.id, body.ideaId), eq(ideas.userId, body.userId), shownTo(reporter.id)));
    if (!idea) throw notFound('Idea not found');
  }
  const messageId = body.messageId ?? null;
  const ideaId = body.ideaId ?? null;
  // One open report per reporter and thing reported: sending it again, at once or later, adds no second one.
  const storing = db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`report:${reporter.id}:${body.userId}`}, 0))`);
    const [open] = await tx
      .select({ id: reports.id })
      .from(reports)
      .where(
        and(
          eq(reports.reporterId, reporter.id),
          eq(reports.reportedUserId, body.userId),
          messageId ? eq(reports.messageId, messageId) : isNull(reports.messageId),
          ideaId ? eq(reports.ideaId, ideaId) : isNull(reports.ideaId),
          eq(reports.status, 'open'),
        ),
      )
      .limit(1);
    // Told again, perhaps better: the report takes the latest reason, and the latest details when there are any.
    if (open) {
      await tx
        .update(reports)
        .set({ reason: body.reason, ...(body.details ? { details: body.details } : {}) })
        .where(eq(reports.id, open.id));
      return;
    }
    await tx.insert(reports).values({
      reporterId: reporter.id,
      reportedUserId: body.userId,
      messageId,
      messageContent,
      ideaId,
      reason: body.reason,
      details: body.details,
    });
  });
  await storing.catch(goneAsNotFound);
}

/** What an admin action also writes, in the same transaction (its audit entry, the reports it closes). */
type AlsoRecord = (tx: Db, user: UserRow) => Promise<void>;

/** Admin action: the account can no longer sign in, and its sessions and sockets end now. */
export async function suspendUser(db: Db, userId: string, sockets: SocketControl, record?: AlsoRecord): Promise<UserRow | null> {
  const user = await db.transaction(async (tx) => {
    const [row] = await tx.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, userId)).returning();
    if (!row) return null;
    await tx.delete(sessions).where(eq(sessions.subject, row.oidcSubject));
    await record?.(tx as unknown as Db, row);
    return row;
  });
  if (user) sockets.endUser(user.id);
  return user;
}

/** Admin action: the account may sign in again, and its ideas and profile are shown again. */
export async function unsuspendUser(db: Db, userId: string, record?: AlsoRecord): Promise<UserRow | null> {
  return db.transaction(async (tx) => {
    const [user] = await tx.update(users).set({ suspendedAt: null }).where(eq(users.id, userId)).returning();
    if (user) {
      await restampIdeasOf(tx, [user.id]);
      await record?.(tx as unknown as Db, user);
    }
    return user ?? null;
  });
}
