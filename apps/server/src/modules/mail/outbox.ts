import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailJobs } from '../../db/schema/index';
import type { MailTemplate } from './templates';

/**
 * Puts a mail in the outbox, in the caller's transaction: it exists exactly when the event that causes it
 * does. `key` names the event and the person, so writing it again adds nothing (docs/decisions/0047).
 */
export async function enqueueMail(
  tx: Db,
  job: { key: string; userId: string; template: MailTemplate; data: Record<string, string>; runAfter?: Date },
) {
  await tx.insert(mailJobs).values(job).onConflictDoNothing({ target: mailJobs.key });
}

/** How many jobs wait to be sent (retries included) and how many failed for good, in one statement. */
export async function countMailJobs(db: Db): Promise<{ waiting: number; failed: number }> {
  const [counts] = await db
    .select({
      waiting: sql<number>`count(*) filter (where ${mailJobs.status} = 'pending')::int`,
      failed: sql<number>`count(*) filter (where ${mailJobs.status} = 'failed')::int`,
    })
    .from(mailJobs)
    .where(inArray(mailJobs.status, ['pending', 'failed']));
  return counts ?? { waiting: 0, failed: 0 };
}
