import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { NEW_BUILDER_DAYS, type InvestorDashboard } from '@seedmatch/shared/investor';
import type { Db } from '../../db/client';
import { ideas, mvpSubmissions, swipes, users, type UserRow } from '../../db/schema/index';
import { forbidden } from '../../lib/app-error';
import { shownTo } from '../safety/safety.service';
import { ideaItem, submissionItem, type Author } from './feed-items';
import { mvpsOfIdeas } from './idea-credits';

const POOL = 30;
const RECENT = 20;
const BUILDERS = 10;

export function requireInvestor(user: UserRow): void {
  if (user.role !== 'INVESTOR') throw forbidden('Access denied. Investor role required.');
}

const authorOf = (u: { id: string; name: string; bio: string; skills: string[] }): Author => ({
  id: u.id,
  name: u.name,
  bio: u.bio,
  skills: u.skills,
});

/** The ideas whose MVPs earned the most credits, among those the investor may see. */
async function mostCreditedIdeaIds(db: Db, investorId: string): Promise<string[]> {
  const rows = await db
    .select({ ideaId: ideas.id })
    .from(mvpSubmissions)
    .innerJoin(ideas, eq(ideas.id, mvpSubmissions.ideaId))
    .innerJoin(users, eq(users.id, ideas.userId))
    .where(shownTo(investorId))
    .groupBy(ideas.id)
    .orderBy(desc(sql`sum(${mvpSubmissions.credits})`))
    .limit(POOL);
  return rows.map((r) => r.ideaId);
}

/**
 * Top ideas by credit score: the most liked ideas and those whose MVPs earned most, ranked.
 * Like every list here, it leaves out suspended founders and anyone in a block with the investor.
 */
async function topIdeas(db: Db, investorId: string) {
  const credited = await mostCreditedIdeaIds(db, investorId);
  const select = () => db.select({ idea: ideas, author: users }).from(ideas).innerJoin(users, eq(users.id, ideas.userId));
  const [liked, byCredits] = await Promise.all([
    select().where(shownTo(investorId)).orderBy(desc(ideas.swipeRights), desc(ideas.createdAt)).limit(POOL),
    credited.length > 0 ? select().where(inArray(ideas.id, credited)) : [],
  ]);
  const pool = new Map([...liked, ...byCredits].map((row) => [row.idea.id, row]));
  const mvps = await mvpsOfIdeas(db, [...pool.keys()]);
  return [...pool.values()]
    .map((row) => ideaItem(row.idea, authorOf(row.author), mvps.get(row.idea.id)))
    .sort((a, b) => b.creditScore - a.creditScore || b.createdAt.localeCompare(a.createdAt))
    .slice(0, POOL);
}

/** The newest MVPs, each titled, tagged and scored by the idea it ships (an MVP whose idea is gone is left out). */
async function recentSubmissions(db: Db, investorId: string) {
  const rows = await db
    .select({ submission: mvpSubmissions, idea: ideas, author: users })
    .from(mvpSubmissions)
    .innerJoin(ideas, eq(ideas.id, mvpSubmissions.ideaId))
    .innerJoin(users, eq(users.id, ideas.userId))
    .where(shownTo(investorId))
    .orderBy(desc(mvpSubmissions.submittedAt))
    .limit(RECENT);
  const mvps = await mvpsOfIdeas(
    db,
    rows.map((r) => r.idea.id),
  );
  return rows.map(({ submission, idea, author }) => submissionItem(submission, authorOf(author), idea, mvps.get(idea.id)));
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
    .where(
      inArray(
        ideas.userId,
        founders.map((f) => f.id),
      ),
    )
    .orderBy(ideas.userId, desc(ideas.createdAt));
  const ideaOf = new Map(latest.map((idea) => [idea.userId, idea]));
  const mvps = await mvpsOfIdeas(
    db,
    latest.map((idea) => idea.id),
  );
  return founders.flatMap((founder) => {
    const idea = ideaOf.get(founder.id);
    return idea ? [ideaItem(idea, authorOf(founder), mvps.get(idea.id))] : [];
  });
}

export async function getDashboard(db: Db, investorId: string, now: Date): Promise<InvestorDashboard> {
  const since = new Date(now.getTime() - NEW_BUILDER_DAYS * 24 * 3600_000);
  const [top, recent, builders, [activeIdeas], [newFounders], [allSwipes]] = await Promise.all([
    topIdeas(db, investorId),
    recentSubmissions(db, investorId),
    newBuilders(db, investorId),
    db.select({ n: sql<number>`count(*)::int` }).from(ideas),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(and(eq(users.role, 'FOUNDER'), gt(users.createdAt, since))),
    db.select({ n: sql<number>`count(*)::int` }).from(swipes),
  ]);
  return {
    topIdeas: top,
    recentSubmissions: recent,
    newBuilders: builders,
    stats: { activeIdeas: activeIdeas?.n ?? 0, newBuilders: newFounders?.n ?? 0, totalSwipes: allSwipes?.n ?? 0 },
  };
}
