import { ERROR_MESSAGES } from '@seedmatch/shared/errors';
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import { PARTNER_LEFT_MESSAGE, type ChatMessage, type SendMessageBody } from '@seedmatch/shared/chat';
import type { Db } from '../../db/client';
import { chatMessages, chatParticipants, chatRooms, users, type ChatMessageRow, type UserRow } from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { foreignKeyGoneAs } from '../../lib/pg-errors';
import { introMailFrom, unreadMailFrom } from '../mail/chat-mail';
import { isBlockedBetween } from '../safety/safety.service';
import { toChatMessage, type ChatUser } from './message-view';
import { assertMayStartDirectChat, ensureDirectRoom, SELF_MESSAGE } from './direct-chats.service';
import { CHAT_NOT_FOUND, findSharedRoom, requireMembership, type Membership } from './rooms.service';
import { rowsOf } from '../../db/rows';

export type SentMessage = {
  message: ChatMessage;
  created: boolean;
  recipients: string[];
  kind: 'match' | 'direct';
  /** An investor's first message to a founder: an intro request. */
  intro: boolean;
};

/** The room a message goes to: the given one (if the sender is in it), or the pair's shared or new direct room. */
async function resolveRoom(db: Db, sender: UserRow, body: SendMessageBody): Promise<Membership> {
  if (body.chatRoomId) {
    const membership = await requireMembership(db, sender.id, body.chatRoomId);
    if (!membership.otherUserId) throw badRequest(PARTNER_LEFT_MESSAGE);
    return membership;
  }
  const receiverId = body.receiverId!;
  if (receiverId === sender.id) throw badRequest(SELF_MESSAGE);
  // A person blocked either way is hidden, as one who does not exist (decisions.md, safety).
  if (await isBlockedBetween(db, sender.id, receiverId)) throw notFound(ERROR_MESSAGES.userNotFound);
  const shared = await findSharedRoom(db, sender.id, receiverId);
  if (shared) return requireMembership(db, sender.id, shared);
  const [receiver] = await db.select().from(users).where(eq(users.id, receiverId));
  if (!receiver || receiver.suspendedAt) throw notFound(ERROR_MESSAGES.userNotFound);
  assertMayStartDirectChat(sender, receiver);
  return requireMembership(db, sender.id, await ensureDirectRoom(db, sender.id, receiverId));
}

/** The refusal of a clientId already used for other words: a retry carries the same message. */
export const CLIENT_ID_REUSED = 'This clientId was already used for a different message.';

/** Whether a stored message is the one a send carries: the same words, type and meeting. */
function isSameMessage(row: ChatMessageRow, body: SendMessageBody): boolean {
  return row.content === body.content && row.messageType === body.messageType && isDeepStrictEqual(row.meeting, body.meeting ?? null);
}

/** A chat_messages row as a raw statement returns it. */
type StoredMessage = {
  id: string;
  seq: string | number;
  room_id: string;
  sender_id: string | null;
  client_id: string | null;
  content: string;
  message_type: ChatMessageRow['messageType'];
  meeting: ChatMessageRow['meeting'] | string;
  created_at: string | Date;
  made_intro: boolean;
};

const toMessageRow = (row: StoredMessage): ChatMessageRow => ({
  id: row.id,
  seq: Number(row.seq),
  roomId: row.room_id,
  senderId: row.sender_id,
  clientId: row.client_id,
  content: row.content,
  messageType: row.message_type,
  meeting: typeof row.meeting === 'string' ? (JSON.parse(row.meeting) as ChatMessageRow['meeting']) : row.meeting,
  createdAt: new Date(row.created_at),
});

/**
 * Stores a message before anyone is told. The sender's `clientId`, when given, makes a retried send return
 * the first message instead of storing a second one (409 when it carries a different message); without
 * one the server makes one, and every such send is a new message.
 */
export async function sendMessage(db: Db, sender: UserRow, body: SendMessageBody, now: Date): Promise<SentMessage> {
  // A retry is answered before anything else happens: resolving a person's room may open one.
  const retried = body.clientId ? await findSent(db, sender.id, body.clientId) : undefined;
  if (retried) return sentBefore(db, sender, retried, body);
  const room = await resolveRoom(db, sender, body);
  const clientId = body.clientId ?? randomUUID();
  // One statement, so all of it happens or none: the message, only into a room still open; the room's last
  // activity and the sender's own read mark; and the mail the recipient gets if it stays unread. Nothing
  // follows a repeated send. A block or unmatch may have closed or removed the room since it was looked up,
  // or be doing so now: the room's row is locked first, so the statement waits for them to commit and then
  // sees the room as they left it (PostgreSQL reads a row it waited for again).
  const message = sql.raw('message');
  const recipientId = room.otherUserId;
  // An investor's first message to a founder is an intro: mailed at once, not again as unread.
  const intro =
    recipientId && room.kind === 'direct' && sender.role === 'INVESTOR'
      ? introMailFrom(message, { roomId: room.roomId, founderId: recipientId, investor: sender })
      : null;
  const unread = recipientId ? unreadMailFrom(message, { room, recipientId, sender, now }, intro ? sql.raw('intro') : null) : null;
  const gone = () => notFound(body.chatRoomId ? CHAT_NOT_FOUND : ERROR_MESSAGES.userNotFound);
  const stored = db.execute(sql`
    with open_room as (
      select ${chatRooms.id} from ${chatRooms} where ${chatRooms.id} = ${room.roomId} and ${chatRooms.closedAt} is null
      for no key update
    ), message as (
      insert into ${chatMessages} (room_id, sender_id, client_id, content, message_type, meeting)
      select open_room.id, ${sender.id}, ${clientId}, ${body.content}, ${body.messageType},
        ${body.meeting ? JSON.stringify(body.meeting) : null}::jsonb
      from open_room
      on conflict do nothing
      returning *
    ), touched as (
      update ${chatRooms} set last_activity_at = message.created_at from message where ${chatRooms.id} = message.room_id
    ), read_mark as (
      update ${chatParticipants} set last_read_seq = greatest(${chatParticipants.lastReadSeq}, message.seq)
      from message where ${chatParticipants.roomId} = message.room_id and ${chatParticipants.userId} = message.sender_id
    )${intro ? sql`, intro as (${intro})` : sql``}${unread ? sql`, queued as (${unread})` : sql``}
    select message.*, ${intro ? sql`exists (select 1 from intro)` : sql`false`} as made_intro from message`);
  // A backstop: a foreign key the statement trips on (the sender's account deleted at that moment) is gone too.
  const result = await stored.catch(foreignKeyGoneAs(gone));
  const [written] = rowsOf<StoredMessage>(result);
  if (!written) {
    // The same clientId, sent at the same moment, was stored first; or the room closed meanwhile.
    const first = await findSent(db, sender.id, clientId);
    if (!first) throw gone();
    return sentBefore(db, sender, first, body);
  }
  return { ...sentIn(room, sender, toMessageRow(written)), created: true, intro: written.made_intro };
}

const findSent = (db: Db, senderId: string, clientId: string): Promise<ChatMessageRow | undefined> =>
  db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.senderId, senderId), eq(chatMessages.clientId, clientId)))
    .then((rows) => rows[0]);

/** A stored message as the answer to a send into its room. */
function sentIn(room: Membership, sender: UserRow, row: ChatMessageRow): Omit<SentMessage, 'created' | 'intro'> {
  const me: ChatUser = { id: sender.id, name: sender.name, email: sender.email };
  return {
    message: toChatMessage(row, me, room.otherLastReadSeq),
    recipients: room.otherUserId ? [sender.id, room.otherUserId] : [sender.id],
    kind: room.kind,
  };
}

/** A send whose clientId is stored already: the same message to the same room or person is that message again, anything else 409. */
async function sentBefore(db: Db, sender: UserRow, row: ChatMessageRow, body: SendMessageBody): Promise<SentMessage> {
  const room = await requireMembership(db, sender.id, row.roomId);
  const isSameTarget = body.chatRoomId ? body.chatRoomId === row.roomId : body.receiverId === room.otherUserId;
  if (!isSameTarget || !isSameMessage(row, body)) throw conflict(CLIENT_ID_REUSED);
  return { ...sentIn(room, sender, row), created: false, intro: false };
}
