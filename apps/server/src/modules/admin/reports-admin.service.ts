import { and, desc, eq, ne, sql } from 'drizzle-orm';
import {
  OWN_REPORT_MESSAGE,
  REMOVED_MESSAGE,
  REPORT_CLOSED_MESSAGE,
  type AdminReport,
  type AdminReportsQuery,
} from '@seedmatch/shared/admin';
import type { Db } from '../../db/client';
import { chatMessages, ideas, reports, users, type ReportRow } from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import type { AdminActor } from './admin-access';
import { nameOf, peopleById, toAdminPerson } from './admin-people';
import { recordAudit } from './audit.service';
import { reportContext } from './report-context';

/** How many reports one page of the console shows, newest first. */
const REPORTS_SHOWN = 100;

const STATUS_FILTER = {
  open: eq(reports.status, 'open'),
  closed: ne(reports.status, 'open'),
  all: undefined,
} as const;

/** Reports, newest first, each with both people and what was reported in context; optionally only those against one person. */
export async function listAdminReports(db: Db, status: AdminReportsQuery['status'], reportedUserId?: string): Promise<AdminReport[]> {
  const rows = await db
    .select()
    .from(reports)
    .where(and(STATUS_FILTER[status], reportedUserId ? eq(reports.reportedUserId, reportedUserId) : undefined))
    .orderBy(desc(reports.createdAt))
    .limit(REPORTS_SHOWN);
  const people = await peopleById(
    db,
    rows.flatMap((row) => [row.reporterId, row.reportedUserId]),
  );
  return Promise.all(
    rows.map(async (row) => {
      const reporter = row.reporterId ? people.get(row.reporterId) : undefined;
      const reported = row.reportedUserId ? people.get(row.reportedUserId) : undefined;
      return {
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        reason: row.reason,
        details: row.details,
        status: row.status,
        resolvedAt: row.resolvedAt?.toISOString() ?? null,
        resolution: row.resolvedBy ? { by: row.resolvedBy, reason: row.resolution ?? '' } : null,
        reporter: reporter ? toAdminPerson(reporter) : null,
        reported: reported ? toAdminPerson(reported) : null,
        context: await reportContext(db, row, reported),
      };
    }),
  );
}

/** Closes an open report (in the caller's transaction); 404 for none, 409 when it was closed already, 400 when it is about the admin. */
async function closeReport(
  tx: Db,
  reportId: string,
  status: 'dismissed' | 'actioned',
  actor: AdminActor,
  reason: string,
): Promise<ReportRow> {
  const [about] = await tx.select({ userId: reports.reportedUserId }).from(reports).where(eq(reports.id, reportId));
  if (actor.id !== null && about?.userId === actor.id) throw badRequest(OWN_REPORT_MESSAGE);
  const [closed] = await tx
    .update(reports)
    .set({ status, resolvedAt: new Date(), resolvedBy: actor.label, resolution: reason })
    .where(and(eq(reports.id, reportId), eq(reports.status, 'open')))
    .returning();
  if (closed) return closed;
  const [exists] = await tx.select({ id: reports.id }).from(reports).where(eq(reports.id, reportId));
  throw exists ? conflict(REPORT_CLOSED_MESSAGE) : notFound('Report not found');
}

/** The person a report is against, as the audit log names them. */
async function reportedName(tx: Db, report: ReportRow): Promise<string> {
  if (!report.reportedUserId) return 'a deleted account';
  const [user] = await tx.select().from(users).where(eq(users.id, report.reportedUserId));
  return user ? nameOf(user) : 'a deleted account';
}

/** Nothing to act on: the report is closed as dismissed, and the log says why. */
export async function dismissReport(db: Db, actor: AdminActor, reportId: string, reason: string): Promise<void> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const report = await closeReport(tx, reportId, 'dismissed', actor, reason);
    const subject = `Report against ${await reportedName(tx, report)}`;
    await recordAudit(tx, actor, { action: 'report.dismissed', subjectId: report.reportedUserId, subject, reason });
  });
}

/**
 * Takes down what was reported: a message says it was removed, for both people; an idea is deleted; a profile
 * loses all its owner wrote and its photo (the name stays: an account needs one). The report is closed as acted on.
 */
export async function removeReportedContent(db: Db, actor: AdminActor, reportId: string, reason: string): Promise<void> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const report = await closeReport(tx, reportId, 'actioned', actor, reason);
    const whose = await reportedName(tx, report);
    let subject: string;
    if (report.messageId) {
      await tx
        .update(chatMessages)
        .set({ content: REMOVED_MESSAGE, messageType: 'text', meeting: null })
        .where(eq(chatMessages.id, report.messageId));
      subject = `Message by ${whose}: “${(report.messageContent ?? '').slice(0, 200)}”`;
    } else if (report.ideaId) {
      const [idea] = await tx.delete(ideas).where(eq(ideas.id, report.ideaId)).returning({ title: ideas.title });
      subject = `Idea by ${whose}: “${idea?.title ?? 'already deleted'}”`;
    } else {
      if (report.reportedUserId) {
        // Everything they wrote about themselves goes, from their cards and profile alike; the name stays, and
        // whether the profile was complete (a cleared one is still theirs to fill in again).
        const keptPreferences = sql`jsonb_build_object('isComplete', coalesce(${users.preferences} -> 'isComplete', 'false'::jsonb))`;
        await tx
          .update(users)
          .set({ bio: '', skills: [], avatarUrl: null, location: '', preferences: keptPreferences, updatedAt: new Date() })
          .where(eq(users.id, report.reportedUserId));
      }
      subject = `Profile of ${whose}`;
    }
    await recordAudit(tx, actor, { action: 'content.removed', subjectId: report.reportedUserId, subject, reason });
  });
}
