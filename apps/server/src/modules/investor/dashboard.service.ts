import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { NEW_BUILDER_DAYS, type InvestorDashboard } from '@seedmatch/shared/investor';
import type { Db } from '../../db/client';
import { ideas, mvpSubmissions, swipes, users, type UserRow } from '../../db/schema/index';
import { forbidden } from '../../lib/app-error';
import { shownTo } from '../safety/safety.service';
import { ideaItem, projectOf, submissionItem, type Author } from './feed-items';

const POOL = 30;
const RECENT = 20;
const BUILDERS = 10;

export function requireInvestor(user: UserRow): void {
  if (user.role !== 'INVESTOR') throw forbidden('Access denied. Investor role required.');
}

const authorOf = (u: { id: string; name: string; bio: string; skills: string[] }): Author => ({ id: u.id, name: u.name, bio: u.bio, skills: u.skills });

/** Challenge credits of the founders the investor may see (all of them, or those given), most first. */
async function creditsByFounder(db: Db, investorId: string, founderIds?: string[]) {
  const rows = await db
    .select({ userId: mvpSubmissions.userId, credits: sql<number>`sum(${mvpSubmissions.credits})::int` })
    .from(mvpSubmissions)
    .innerJoin(users, eq(users.id, mvpSubmissions.userId))
    .where(and(shownTo(investorId), founderIds ? inArray(mvpSubmissions.userId, founderIds) : undefined))
    .groupBy(mvpSubmissions.userId)
    .orderBy(desc(sql`sum(${mvpSubmissions.credits})`))
    .limit(founderIds ? founderIds.length : 20);
  return new Map(rows.map((r) => [r.userId, r.credits]));
}

/**
 * Top ideas by credit score: the most liked ideas and those of the founders with most credits, ranked.
 * Like every list here, it leaves out suspended founders and anyone in a block with the investor.
 */
async function topIdeas(db: Db, investorId: string) {
  const topFounders = await creditsByFounder(db, investorId);
  const select = () => db.select({ idea: ideas, author: users }).from(ideas).innerJoin(users, eq(users.id, ideas.userId));
  const [liked, byCredits] = await Promise.all([
    select().where(shownTo(investorId)).orderBy(desc(ideas.swipeRights), desc(ideas.createdAt)).limit(POOL),
    topFounders.size > 0 ? select().where(inArray(ideas.userId, [...topFounders.keys()])).orderBy(desc(ideas.createdAt)).limit(POOL) : [],
  ]);
  const pool = new Map([...liked, ...byCredits].map((row) => [row.idea.id, row]));
  const credits = await creditsByFounder(db, investorId, [...new Set([...pool.values()].map((r) => r.idea.userId))]);
  return [...pool.values()]
    .map((row) => ideaItem(row.idea, authorOf(row.author), credits.get(row.idea.userId) ?? 0))
    .sort((a, b) => b.creditScore - a.creditScore || b.createdAt.localeCompare(a.createdAt))
    .slice(0, POOL);
}

async function recentSubmissions(db: Db, investorId: string) {
  const rows = await db
    .select({ submission: mvpSubmissions, author: users })
    .from(mvpSubmissions)
    .innerJoin(users, eq(users.id, mvpSubmissions.userId))
    .where(shownTo(investorId))
    .orderBy(desc(mvpSubmissions.submittedAt))
    .limit(RECENT);
  const founderIds = [...new Set(rows.map((r) => r.submission.userId))];
  const founderIdeas = founderIds.length > 0 ? await db.select().from(ideas).where(inArray(ideas.userId, founderIds)) : [];
  return rows.map(({ submission, author }) =>
    submissionItem(submission, authorOf(author), projectOf(founderIdeas.filter((i) => i.userId === submission.userId), submission.submittedAt)),
  );
}

/** The newest founders who have planted an idea, each with their latest idea. */
async function newBuilders(db: Db, investorId: string) {
  const founders = await db
    .select()
    .from(users)
    .where(and(eq(users.role, 'FOUNDER'), shownTo(investorId), sql`exists (select 1 from ${ideas} where ${ideas.userId} = ${users.id})`))
    .orderBy(desc(users.createdAt))
    .limit(BUILDERS);
  if (founders.length === 0) return [];
  const latest = await db
    .selectDistinctOn([ideas.userId])
    .from(ideas)
    .where(inArray(ideas.userId, founders.map((f) => f.id)))
    .orderBy(ideas.userId, desc(ideas.createdAt));
  const ideaOf = new Map(latest.map((idea) => [idea.userId, idea]));
  return founders.flatMap((founder) => {
    const idea = ideaOf.get(founder.id);
    return idea ? [ideaItem(idea, authorOf(founder), 0)] : [];
  });
}

export async function getDashboard(db: Db, investorId: string, now: Date): Promise<InvestorDashboard> {
  const since = new Date(now.getTime() - NEW_BUILDER_DAYS * 24 * 3600_000);
  const [top, recent, builders, [activeIdeas], [newFounders], [allSwipes]] = await Promise.all([
    topIdeas(db, investorId),
    recentSubmissions(db, investorId),
    newBuilders(db, investorId),
    db.select({ n: sql<number>`count(*)::int` }).from(ideas),
    db.select({ n: sql<number>`count(*)::int` }).from(users).where(and(eq(users.role, 'FOUNDER'), gt(users.createdAt, since))),
    db.select({ n: sql<number>`count(*)::int` }).from(swipes),
  ]);
  return {
    topIdeas: top,
    recentSubmissions: recent,
    newBuilders: builders,
    stats: { activeIdeas: activeIdeas?.n ?? 0, newBuilders: newFounders?.n ?? 0, totalSwipes: allSwipes?.n ?? 0 },
  };
}
