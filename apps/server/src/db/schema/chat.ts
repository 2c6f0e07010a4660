import { bigint, index, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { Meeting } from '@seedmatch/shared/chat';
import { matches } from './matches';
import { users } from './users';

export const roomKindEnum = pgEnum('chat_room_kind', ['match', 'direct']);

/** A conversation of exactly two people: a match's room, or a direct room (one per pair). */
export const chatRooms = pgTable('chat_rooms', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: roomKindEnum('kind').notNull(),
  /** Kept when the match goes (an account deleted): the other person keeps the conversation. */
  matchId: uuid('match_id')
    .unique()
    .references(() => matches.id, { onDelete: 'set null' }),
  /** For direct rooms: the two user ids, ordered and joined, so a pair has at most one. */
  pairKey: text('pair_key').unique(),
  lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set when one of the two blocks the other: the conversation is gone for both. */
  closedAt: timestamp('closed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const chatParticipants = pgTable(
  'chat_participants',
  {
    roomId: uuid('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Every message of the room up to this sequence number has been read by this participant. */
    lastReadSeq: bigint('last_read_seq', { mode: 'number' }).notNull().default(0),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.userId] }), index('chat_participants_user_idx').on(t.userId)],
);

export const messageTypeEnum = pgEnum('chat_message_type', ['text', 'meeting_invite']);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Global order of messages: paging cursors and "what did I miss" use it. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    clientId: text('client_id'),
    content: text('content').notNull(),
    messageType: messageTypeEnum('message_type').notNull().default('text'),
    meeting: jsonb('meeting').$type<Meeting>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_room_seq_idx').on(t.roomId, t.seq), unique('chat_messages_sender_client_unique').on(t.senderId, t.clientId)],
);

export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type ChatRoomRow = typeof chatRooms.$inferSelect;
