import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { REPORT_STATUSES } from '@seedmatch/shared/admin';
import { users } from './users';

/** A block hides the two people from each other everywhere; stored once, from the blocker's side. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('blocks_blocked_idx').on(t.blockedId)],
);

export const reportReasonEnum = pgEnum('report_reason', ['spam', 'harassment', 'inappropriate', 'fake', 'other']);

export const reportStatusEnum = pgEnum('report_status', REPORT_STATUSES);

/**
 * Reports for the admins (`/admin`, `npm run reports:list`): a person, one of their messages (its text kept as
 * it was) or one of their ideas. An admin closes it by dismissing it or acting on it.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    // Reports outlive both accounts: deleting one's own account must not take the reports against it along.
    reportedUserId: uuid('reported_user_id').references(() => users.id, { onDelete: 'set null' }),
    messageId: uuid('message_id'),
    messageContent: text('message_content'),
    ideaId: uuid('idea_id'),
    reason: reportReasonEnum('reason').notNull(),
    details: text('details').notNull().default(''),
    status: reportStatusEnum('status').notNull().default('open'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** Who closed it and why, as the audit log has it, so the closed report says so itself. */
    resolvedBy: text('resolved_by'),
    resolution: text('resolution'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reports_created_idx').on(t.createdAt),
    index('reports_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'open'`),
  ],
);

/**
 * What admins did, to whom and why (docs/decisions/0051). Names and addresses are copied in, and nothing
 * references a user, so an entry outlives the accounts it names.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id'),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    subjectId: uuid('subject_id'),
    subject: text('subject').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_subject_idx').on(t.subjectId)],
);

export type ReportRow = typeof reports.$inferSelect;
export type AuditRow = typeof auditLog.$inferSelect;
