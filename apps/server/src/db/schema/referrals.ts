import { index, integer, pgEnum, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** `left`: the friend deleted their account; that entry takes back the points the friend had earned. */
export const referralEventEnum = pgEnum('referral_event', ['joined', 'matched', 'launched', 'left']);

/**
 * Append-only: one row per friend and event, so points are earned once each. A friend's id stays when the
 * friend deletes their account (no foreign key: their rows are the referrer's history, not the friend's data).
 */
export const referralPoints = pgTable(
  'referral_points',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referrerId: uuid('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    friendId: uuid('friend_id').notNull(),
    event: referralEventEnum('event').notNull(),
    points: integer('points').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('referral_points_once').on(t.friendId, t.event), index('referral_points_referrer_idx').on(t.referrerId)],
);

export const rewardClaims = pgTable(
  'reward_claims',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rewardId: text('reward_id').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.rewardId] })],
);
