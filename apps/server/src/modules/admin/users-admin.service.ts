import { ERROR_MESSAGES } from '@seedmatch/shared/errors';
import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { AdminUserDetail, AdminUserRow } from '@seedmatch/shared/admin';
import type { Db } from '../../db/client';
import { ideas, matches, reports, users, type UserRow } from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { suspendUser, unsuspendUser } from '../safety/safety.service';
import type { SocketControl } from '../realtime/realtime';
import type { AdminActor } from './admin-access';
import { nameOf, toAdminPerson } from './admin-people';
import { listAudit, recordAudit } from './audit.service';
import { listAdminReports } from './reports-admin.service';

/** How many people a search lists. */
const USERS_SHOWN = 50;

// Spelled out: drizzle leaves a column unqualified in a select list, and a bare "id" here would be the report's.
const openReports = sql<number>`(select count(*)::int from reports r where r.reported_user_id = "users"."id" and r.status = 'open')`;

const toRow = (user: UserRow, open: number): AdminUserRow => ({
  ...toAdminPerson(user),
  createdAt: user.createdAt.toISOString(),
  openReports: open,
});

/** `%` and `_` typed in a search are letters, not wildcards. */
const literally = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** People whose e-mail or name contains `q` (everyone when empty): the one with exactly that address first, then newest first. */
export async function searchUsers(db: Db, q: string): Promise<AdminUserRow[]> {
  const term = q.trim();
  const rows = await db
    .select({ user: users, openReports })
    .from(users)
    .where(term ? or(ilike(users.email, literally(term)), ilike(users.name, literally(term))) : undefined)
    .orderBy(desc(sql`lower(${users.email}) = ${term.toLowerCase()}`), desc(users.createdAt))
    .limit(USERS_SHOWN);
  return rows.map((row) => toRow(row.user, row.openReports));
}

async function findUser(db: Db, userId: string) {
  const [row] = await db.select({ user: users, openReports }).from(users).where(eq(users.id, userId));
  if (!row) throw notFound(ERROR_MESSAGES.userNotFound);
  return row;
}

/** One person as the console shows them: their ideas, how many matches, the reports against them and what admins did. */
export async function describeUser(db: Db, userId: string): Promise<AdminUserDetail> {
  const { user, openReports: open } = await findUser(db, userId);
  const [ideaRows, [matched], reportList, audit] = await Promise.all([
    db
      .select({ id: ideas.id, title: ideas.title, createdAt: ideas.createdAt })
      .from(ideas)
      .where(eq(ideas.userId, userId))
      .orderBy(desc(ideas.createdAt)),
    db
      .select({ n: count() })
      .from(matches)
      .where(or(eq(matches.userA, userId), eq(matches.userB, userId))),
    listAdminReports(db, 'all', userId),
    listAudit(db, userId),
  ]);
  return {
    person: toRow(user, open),
    ideas: ideaRows.map((idea) => ({ ...idea, createdAt: idea.createdAt.toISOString() })),
    matchCount: matched?.n ?? 0,
    reports: reportList,
    audit,
  };
}

/** Suspends someone: sessions and sockets end at once, and every open report against them is closed as acted on. */
export async function suspendByAdmin(db: Db, actor: AdminActor, userId: string, reason: string, sockets: SocketControl): Promise<void> {
  if (actor.id === userId) throw badRequest("You can't suspend yourself.");
  const { user } = await findUser(db, userId);
  if (user.suspendedAt) throw conflict('This account is already suspended.');
  await suspendUser(db, userId, sockets, async (tx, suspended) => {
    await tx
      .update(reports)
      .set({ status: 'actioned', resolvedAt: new Date(), resolvedBy: actor.label, resolution: `Suspended: ${reason}` })
      .where(and(eq(reports.reportedUserId, userId), eq(reports.status, 'open')));
    await recordAudit(tx, actor, { action: 'user.suspended', subjectId: userId, subject: nameOf(suspended), reason });
  });
}

export async function unsuspendByAdmin(db: Db, actor: AdminActor, userId: string, reason: string): Promise<void> {
  const { user } = await findUser(db, userId);
  if (!user.suspendedAt) throw conflict('This account is not suspended.');
  await unsuspendUser(db, userId, (tx, lifted) =>
    recordAudit(tx, actor, { action: 'user.unsuspended', subjectId: userId, subject: nameOf(lifted), reason }),
  );
}
