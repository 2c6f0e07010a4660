import { ERROR_MESSAGES } from '@seedmatch/shared/errors';
import { DIRECT_CHAT_LIMIT_MESSAGE, DIRECT_CHATS_PER_DAY } from '@seedmatch/shared/constants';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatParticipants, chatRooms, users, type UserRow } from '../../db/schema/index';
import { AppError, badRequest, forbidden, notFound } from '../../lib/app-error';
import { lockPair } from '../matches/pair-lock';
import { isBlockedBetween } from '../safety/safety.service';
import { findSharedRoom, listRooms } from './rooms.service';

export const MATCH_FIRST_MESSAGE = 'You can message people once you have matched with them.';

/** Who may open a direct chat with whom: investors with founders (an intro); others only once matched. */
export function assertMayStartDirectChat(sender: UserRow, receiver: UserRow): void {
  if (sender.role === 'INVESTOR' && receiver.role === 'FOUNDER') return;
  throw forbidden(MATCH_FIRST_MESSAGE);
}

/** Nobody messages themselves: sending and opening a direct chat refuse it alike, as bad input (400). */
export const SELF_MESSAGE = "You can't message yourself.";

/**
 * The direct room of a pair, made on first use; concurrent first messages share one room. Only investors
 * start direct rooms, so the rooms a starter is in are the ones they started: at most DIRECT_CHATS_PER_DAY
 * new ones in 24 hours (429 past it), counted under a per-starter lock so parallel sends can't overrun it.
 * It is made under the pair's lock, after a block is looked for: a block at the same moment either comes
 * first (no room) or closes the room it finds. Both people's rows are held (`for key share`, in the order of
 * their ids) meanwhile: deleting either account waits, or went first and no room is made.
 */
export async function ensureDirectRoom(db: Db, userId: string, otherId: string): Promise<string> {
  const pairKey = [userId, otherId].sort().join(':');
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: chatRooms.id }).from(chatRooms).where(eq(chatRooms.pairKey, pairKey));
    if (existing) return existing.id;
    await lockPair(tx, userId, otherId);
    const pair = await tx
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, [userId, otherId]))
      .orderBy(users.id)
      .for('key share');
    if (pair.length < 2 || (await isBlockedBetween(tx, userId, otherId))) throw notFound(ERROR_MESSAGES.userNotFound);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`direct-chats:${userId}`}))`);
    const [recent] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(chatRooms)
      .innerJoin(chatParticipants, and(eq(chatParticipants.roomId, chatRooms.id), eq(chatParticipants.userId, userId)))
      .where(and(eq(chatRooms.kind, 'direct'), sql`${chatRooms.createdAt} > now() - interval '1 day'`));
    if ((recent?.count ?? 0) >= DIRECT_CHATS_PER_DAY) throw new AppError(429, DIRECT_CHAT_LIMIT_MESSAGE);
    const [created] = await tx.insert(chatRooms).values({ kind: 'direct', pairKey }).onConflictDoNothing().returning();
    if (created) {
      await tx.insert(chatParticipants).values([
        { roomId: created.id, userId },
        { roomId: created.id, userId: otherId },
      ]);
      return created.id;
    }
    const [raced] = await tx.select({ id: chatRooms.id }).from(chatRooms).where(eq(chatRooms.pairKey, pairKey));
    return raced!.id;
  });
}

/** The public side of a user the caller may chat with, and their shared room if any. */
export async function getDirectChat(db: Db, caller: UserRow, otherId: string) {
  if (otherId === caller.id) throw badRequest(SELF_MESSAGE);
  const [other] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, otherId), ne(users.id, caller.id)));
  if (!other || other.suspendedAt || (await isBlockedBetween(db, caller.id, other.id))) throw notFound(ERROR_MESSAGES.userNotFound);
  const roomId = await findSharedRoom(db, caller.id, other.id);
  if (!roomId) assertMayStartDirectChat(caller, other);
  const room = roomId ? ((await listRooms(db, caller.id)).find((r) => r.id === roomId) ?? null) : null;
  const email = room?.participants.find((p) => p.id === other.id)?.email ?? '';
  return { room, user: { id: other.id, name: other.name, email } };
}
