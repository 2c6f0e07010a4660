import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const ideas = pgTable(
  'ideas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    pitch: text('pitch').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Lower-cased tags, for matching against skills and interests. */
    tagKeys: text('tag_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    referralCode: text('referral_code'),
    swipeRights: integer('swipe_rights').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The transaction that last made the idea rank higher or fit other filters (created, liked, edited, a
     * pass on it undone): the deck's resume points trust nothing changed since they were taken (decision 0026).
     */
    changedXact: bigint('changed_xact', { mode: 'number' })
      .notNull()
      .default(sql`pg_current_xact_id()::text::bigint`),
  },
  (t) => [
    index('ideas_changed_idx').on(t.changedXact),
    index('ideas_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('ideas_popular_idx').on(t.swipeRights.desc().nullsFirst(), t.createdAt.desc().nullsFirst()),
    index('ideas_created_idx').on(t.createdAt.desc().nullsFirst()),
    index('ideas_tag_keys_idx').using('gin', t.tagKeys),
    // One founder can't have two ideas with the same title (trimmed, any case): concurrent submissions too.
    uniqueIndex('ideas_user_title_unique').on(t.userId, sql`lower(btrim(${t.title}))`),
  ],
);

export const directionEnum = pgEnum('swipe_direction', ['RIGHT', 'LEFT']);

export const swipes = pgTable(
  'swipes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ideaId: uuid('idea_id')
      .notNull()
      .references(() => ideas.id, { onDelete: 'cascade' }),
    /** The idea's owner, copied so "has B liked any idea of A?" is one index probe. */
    ideaOwnerId: uuid('idea_owner_id').notNull(),
    direction: directionEnum('direction').notNull(),
    /** The match this swipe made, so a repeated swipe can answer the first result. */
    matchId: uuid('match_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.ideaId] }),
    // The deck's "not swiped by me" probe starts from the idea: with the user in the key it reads one entry,
    // not every swipe the idea has had.
    index('swipes_idea_user_idx').on(t.ideaId, t.userId),
    index('swipes_user_owner_right_idx')
      .on(t.userId, t.ideaOwnerId)
      .where(sql`${t.direction} = 'RIGHT'`),
    index('swipes_user_created_idx').on(t.userId, t.createdAt),
  ],
);

export type IdeaRow = typeof ideas.$inferSelect;
export type SwipeRow = typeof swipes.$inferSelect;
