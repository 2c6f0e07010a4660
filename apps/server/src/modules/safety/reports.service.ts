import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reports, users } from '../../db/schema/index';

/** How many of the newest reports the operator's list shows. */
const REPORTS_LISTED = 100;

/** Operator view: the newest reports, each with the reported account's e-mail (null once it is deleted). */
export async function listReports(db: Db) {
  return db
    .select({ report: reports, reportedEmail: users.email })
    .from(reports)
    .leftJoin(users, eq(users.id, reports.reportedUserId))
    .orderBy(desc(reports.createdAt))
    .limit(REPORTS_LISTED);
}

/** Operator view: the account with this e-mail address, if any. */
export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user ?? null;
}
