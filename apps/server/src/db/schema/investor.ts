import { pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** An investor's saved feed items (idea or MVP submission ids), kept on the server. */
export const investorShortlists = pgTable(
  'investor_shortlists',
  {
    investorId: uuid('investor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.investorId, t.itemId] })],
);

/** Founders whose profile an investor has opened: the home screen's "Reviewed". */
export const investorReviews = pgTable(
  'investor_reviews',
  {
    investorId: uuid('investor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    founderId: uuid('founder_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.investorId, t.founderId] })],
);
