import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { isBlockedBetween } from '../safety/safety.service';
import type { ChatRoom } from '@seedmatch/shared/chat';
import type { Db } from '../../db/client';
import { chatMessages, chatParticipants, chatRooms, matches, users, type ChatMessageRow } from '../../db/schema/index';
import { notFound } from '../../lib/app-error';
import { rowsOf } from '../../db/rows';
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
