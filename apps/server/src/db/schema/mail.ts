import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const mailJobStatusEnum = pgEnum('mail_job_status', ['pending', 'sent', 'skipped', 'failed']);

/**
 * The outbox (docs/decisions/0047): one row per mail to send, written in the transaction of the event that
 * causes it, sent by the mail worker. `key` makes an event's mail to a person exist once however often the
 * event is replayed; a deleted user's mail goes with them.
 */
export const mailJobs = pgTable(
  'mail_jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    template: text('template').notNull(),
    data: jsonb('data').$type<Record<string, string>>().notNull(),
    status: mailJobStatusEnum('status').notNull().default('pending'),
    /** Not before this time: the first send, and each retry after a failure. */
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    /** While set and in the future, one worker holds the job. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_jobs_due_idx')
      .on(t.runAfter)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Secrets the server makes itself on first start and keeps (the key that signs unsubscribe links). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
