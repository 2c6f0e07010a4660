import { desc, eq } from 'drizzle-orm';
import type { AuditAction, AuditEntry } from '@seedmatch/shared/admin';
import type { Db } from '../../db/client';
import { auditLog, type AuditRow } from '../../db/schema/index';
import type { AdminActor } from './admin-access';

/** How many entries the console shows at once, newest first. */
const AUDIT_SHOWN = 200;

/** One admin action, written in the same transaction as the action itself. */
export async function recordAudit(
  tx: Db,
  actor: AdminActor,
  entry: { action: AuditAction; subjectId: string | null; subject: string; reason: string },
): Promise<void> {
  await tx.insert(auditLog).values({ actorId: actor.id, actor: actor.label, ...entry });
}

const toAuditEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  actor: row.actor,
  action: row.action as AuditAction,
  subjectId: row.subjectId,
  subject: row.subject,
  reason: row.reason,
});

/** The newest entries, or those about one subject (a person, a report, a challenge). */
export async function listAudit(db: Db, subjectId?: string): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(subjectId ? eq(auditLog.subjectId, subjectId) : undefined)
    .orderBy(desc(auditLog.createdAt))
    .limit(AUDIT_SHOWN);
  return rows.map(toAuditEntry);
}
