import { check, index, pgEnum, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { ideas } from './ideas';
import { users } from './users';

/** One match per pair of users, ever: the pair is stored ordered (user_a < user_b). */
export const matches = pgTable(
  'matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userA: uuid('user_a')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userB: uuid('user_b')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ideaId: uuid('idea_id').references(() => ideas.id, { onDelete: 'set null' }),
    ideaTitle: text('idea_title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('matches_pair_unique').on(t.userA, t.userB),
    index('matches_user_b_idx').on(t.userB),
    check('matches_pair_ordered', sql`${t.userA} < ${t.userB}`),
  ],
);

export const roomKindEnum = pgEnum('chat_room_kind', ['match', 'direct']);

/** A conversation of exactly two people: a match's room, or a direct room (one per pair). */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: roomKindEnum('kind').notNull(),
    matchId: uuid('match_id')
      .unique()
      .references(() => matches.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
);

export const chatParticipants = pgTable(
  'chat_participants',
  {
    roomId: uuid('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.userId] }), index('chat_participants_user_idx').on(t.userId)],
);

export type MatchRow = typeof matches.$inferSelect;
