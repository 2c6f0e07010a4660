import { ERROR_MESSAGES } from '@seedmatch/shared/errors';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { isBlockedBetween } from '../safety/safety.service';
import type { ChatRoom } from '@seedmatch/shared/chat';
import type { Db } from '../../db/client';
import { chatMessages, chatParticipants, chatRooms, matches, users, type ChatMessageRow, type UserRow } from '../../db/schema/index';
import { AppError, badRequest, forbidden, notFound } from '../../lib/app-error';
import { DIRECT_CHAT_LIMIT_MESSAGE, DIRECT_CHATS_PER_DAY } from '@seedmatch/shared/constants';
import { rowsOf } from '../../db/rows';
import { lockPair } from '../matches/pair-lock';
import { toChatMessage, type ChatUser } from './message-view';
import { visibleEmail } from './visible-email';

const ROOMS_LIMIT = 100;

/** SQL: nobody in the room is suspended (their conversations are hidden until they are unsuspended). */
const withoutSuspendedPartner = sql`not exists (select 1 from ${chatParticipants} p join ${users} u on u.id = p.user_id
  where p.room_id = ${chatRooms.id} and u.suspended_at is not null)`;

export type Membership = {
  roomId: string;
  kind: 'match' | 'direct';
  lastReadSeq: number;
  otherUserId: string | null;
  /** How far the other participant has read: what the caller's ticks show. */
  otherLastReadSeq: number;
};

/** The refusal of a room the caller is not in, or one that closed: whether it exists is private. */
export const CHAT_NOT_FOUND = 'Chat not found';

/** The caller's place in a room; 404 for a room they are not in (whether it exists is private). */
export async function requireMembership(db: Db, userId: string, roomId: string): Promise<Membership> {
  const rows = await db
    .select({
      userId: chatParticipants.userId,
      lastReadSeq: chatParticipants.lastReadSeq,
      kind: chatRooms.kind,
      suspendedAt: users.suspendedAt,
    })
    .from(chatParticipants)
    .innerJoin(chatRooms, eq(chatRooms.id, chatParticipants.roomId))
    .leftJoin(users, eq(users.id, chatParticipants.userId))
    .where(and(eq(chatParticipants.roomId, roomId), isNull(chatRooms.closedAt)));
  const mine = rows.find((row) => row.userId === userId);
  const other = rows.find((row) => row.userId !== userId);
  // A suspended person's conversations are hidden with their profile until they are unsuspended.
  if (!mine || other?.suspendedAt) throw notFound(CHAT_NOT_FOUND);
  return {
    roomId,
    kind: mine.kind,
    lastReadSeq: mine.lastReadSeq,
    otherUserId: other?.userId ?? null,
    otherLastReadSeq: other?.lastReadSeq ?? 0,
  };
}

/**
 * Membership as it stands now: a participant of an open room who has not blocked, nor been blocked by,
 * the other person. 404 otherwise, as for a stranger.
 */
export async function requireOpenConversation(db: Db, userId: string, roomId: string): Promise<Membership> {
  const membership = await requireMembership(db, userId, roomId);
  if (membership.otherUserId && (await isBlockedBetween(db, userId, membership.otherUserId))) throw notFound(CHAT_NOT_FOUND);
  return membership;
}

/** A room both people are in, the match room first. */
export async function findSharedRoom(db: Db, userId: string, otherId: string): Promise<string | null> {
  const [row] = await db
    .execute<{ room_id: string }>(
      sql`
    select a.room_id from ${chatParticipants} a
    join ${chatParticipants} b on b.room_id = a.room_id and b.user_id = ${otherId}
    join ${chatRooms} r on r.id = a.room_id and r.closed_at is null
    where a.user_id = ${userId}
    order by (r.kind = 'match') desc limit 1`,
    )
    .then(rowsOf<{ room_id: string }>);
  return row?.room_id ?? null;
}

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

/** The caller's conversations, most recent first, each with its last message and unread count. */
export async function listRooms(db: Db, userId: string): Promise<ChatRoom[]> {
  const rooms = await db
    .select({ room: chatRooms, lastReadSeq: chatParticipants.lastReadSeq, ideaTitle: matches.ideaTitle })
    .from(chatParticipants)
    .innerJoin(chatRooms, eq(chatRooms.id, chatParticipants.roomId))
    .leftJoin(matches, eq(matches.id, chatRooms.matchId))
    .where(and(eq(chatParticipants.userId, userId), isNull(chatRooms.closedAt), withoutSuspendedPartner))
    .orderBy(sql`${chatRooms.lastActivityAt} desc`)
    .limit(ROOMS_LIMIT);
  if (rooms.length === 0) return [];
  const roomIds = rooms.map((r) => r.room.id);

  const [people, lastMessages, unread] = await Promise.all([
    db
      .select({
        roomId: chatParticipants.roomId,
        lastReadSeq: chatParticipants.lastReadSeq,
        id: users.id,
        name: users.name,
        email: visibleEmail(
          { roomId: chatParticipants.roomId, kind: chatRooms.kind, userId: chatParticipants.userId, email: users.email },
          userId,
        ),
      })
      .from(chatParticipants)
      .innerJoin(users, eq(users.id, chatParticipants.userId))
      .innerJoin(chatRooms, eq(chatRooms.id, chatParticipants.roomId))
      .where(inArray(chatParticipants.roomId, roomIds)),
    db
      .execute(
        sql`select m.* from ${chatRooms}
        cross join lateral (select * from ${chatMessages} where room_id = ${chatRooms.id} order by seq desc limit 1) m
        where ${inArray(chatRooms.id, roomIds)}`,
      )
      .then(rowsOf<Record<string, unknown>>),
    db
      .select({ roomId: chatParticipants.roomId, count: sql<number>`count(${chatMessages.id})::int` })
      .from(chatParticipants)
      .innerJoin(
        chatMessages,
        and(
          eq(chatMessages.roomId, chatParticipants.roomId),
          sql`${chatMessages.seq} > ${chatParticipants.lastReadSeq}`,
          sql`${chatMessages.senderId} is distinct from ${chatParticipants.userId}`,
        ),
      )
      .where(eq(chatParticipants.userId, userId))
      .groupBy(chatParticipants.roomId),
  ]);

  const unreadOf = new Map(unread.map((u) => [u.roomId, u.count]));
  const lastOf = new Map(lastMessages.map((m) => [String(m.room_id), messageRowOf(m)]));
  return rooms.map(({ room, lastReadSeq, ideaTitle }) => {
    const members = people.filter((p) => p.roomId === room.id);
    const partner = members.find((p) => p.id !== userId);
    const last = lastOf.get(room.id);
    const participants: ChatUser[] = members.map(({ id, name, email }) => ({ id, name, email }));
    const recipientReadUpTo = last?.senderId === userId ? (partner?.lastReadSeq ?? 0) : lastReadSeq;
    return {
      id: room.id,
      name: partner?.name ?? 'Deleted user',
      kind: room.kind,
      matchId: room.matchId,
      participants,
      match: ideaTitle ? { idea: { title: ideaTitle } } : null,
      messages: last
        ? [
            toChatMessage(
              last,
              participants.find((p) => p.id === last.senderId),
              recipientReadUpTo,
            ),
          ]
        : [],
      unreadCount: unreadOf.get(room.id) ?? 0,
      lastActivityAt: room.lastActivityAt.toISOString(),
    };
  });
}

/** A raw row (snake_case, from SQL) as the typed message row. */
function messageRowOf(m: Record<string, unknown>): ChatMessageRow {
  return {
    id: String(m.id),
    seq: Number(m.seq),
    roomId: String(m.room_id),
    senderId: (m.sender_id as string | null) ?? null,
    clientId: (m.client_id as string | null) ?? null,
    content: String(m.content),
    messageType: m.message_type === 'meeting_invite' ? 'meeting_invite' : 'text',
    meeting: (m.meeting as ChatMessageRow['meeting']) ?? null,
    createdAt: new Date(String(m.created_at)),
  };
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
