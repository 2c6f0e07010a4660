import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatMessages, chatParticipants, type UserRow } from '../../db/schema/index';
import { notFound } from '../../lib/app-error';
import { rowsOf } from '../../db/rows';
import { CHAT_NOT_FOUND, requireMembership } from './rooms.service';

/** Marks every message of the room read for the caller; returns the seq read up to and who else to tell. */
export async function markRead(db: Db, user: Pick<UserRow, 'id'>, roomId: string) {
  const membership = await requireMembership(db, user.id, roomId);
  const [row] = await db
    .update(chatParticipants)
    .set({
      lastReadSeq: sql`greatest(${chatParticipants.lastReadSeq}, (select coalesce(max(${chatMessages.seq}), 0) from ${chatMessages} where ${chatMessages.roomId} = ${roomId}))`,
    })
    .where(and(eq(chatParticipants.roomId, roomId), eq(chatParticipants.userId, user.id)))
    .returning({ lastReadSeq: chatParticipants.lastReadSeq });
  // An unmatch took the room (and its participants) since it was looked up.
  if (!row) throw notFound(CHAT_NOT_FOUND);
  return { readUpTo: row.lastReadSeq, otherUserId: membership.otherUserId };
}

/** Messages from others the caller has not read, across all their rooms (the bell's starting count). */
export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .execute(
      sql`select count(*)::int as count from ${chatParticipants} p
      join ${chatMessages} m on m.room_id = p.room_id and m.seq > p.last_read_seq and m.sender_id is distinct from p.user_id
      where p.user_id = ${userId}`,
    )
    .then(rowsOf<{ count: number }>);
  return Number(row?.count ?? 0);
}
