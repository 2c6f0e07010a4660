import { check, index, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { ideas } from './ideas';
import { users } from './users';

/** The two people of a pair, stored ordered (user_a < user_b), each removed with their account. */
const orderedPair = () => ({
  userA: uuid('user_a')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  userB: uuid('user_b')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
});

/** One match per pair of users, ever: the pair is stored ordered (user_a < user_b). */
export const matches = pgTable(
  'matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...orderedPair(),
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

export type MatchRow = typeof matches.$inferSelect;

/**
 * Pairs whose match ended (an unmatch, or a block): one match per pair, ever, so no later like matches them
 * again and "Likes you" no longer offers one. Stored ordered, like the match it outlives.
 */
export const endedMatches = pgTable(
  'ended_matches',
  {
    ...orderedPair(),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userA, t.userB] }),
    index('ended_matches_user_b_idx').on(t.userB),
    check('ended_matches_pair_ordered', sql`${t.userA} < ${t.userB}`),
  ],
);
