import { and, asc, count, eq } from 'drizzle-orm';
import type { FounderProfile, FounderProject } from '@seedmatch/shared/investor';
import type { Db } from '../../db/client';
import { ideas, investorReviews, investorShortlists, users, type IdeaRow, type UserRow } from '../../db/schema/index';
import { notFound } from '../../lib/app-error';
import { foreignKeyGoneAs } from '../../lib/pg-errors';
import { isBlockedBetween } from '../safety/safety.service';
import { creditScore, mvpsOfIdeas, type IdeaMvp } from './idea-credits';
import { shownShortlistItem } from './shortlist.service';

function toProject(idea: IdeaRow, mvp: IdeaMvp | undefined): FounderProject {
  const submission = mvp?.latest;
  return {
    id: idea.id,
    title: idea.title,
    pitch: idea.pitch,
    tags: idea.tags,
    credits: mvp?.credits ?? 0,
    creditScore: creditScore(idea, mvp),
    status: submission ? 'Completed' : 'Active',
    createdAt: idea.createdAt.toISOString(),
    githubUrl: submission?.githubUrl ?? null,
    liveUrl: submission?.liveUrl || null,
    techStack: submission?.techStack ?? '',
    hasReadme: submission?.hasReadme ?? false,
    readme: submission?.readme ?? '',
  };
}

/**
 * A founder's public profile with real figures. Each MVP belongs to the idea it ships, and its credits count
 * while that idea exists; the success rate is the share of their ideas that reached one. A suspended founder,
 * or one in a block with the viewer, is not found.
 */
export async function getFounderProfile(db: Db, viewer: UserRow, founderId: string): Promise<FounderProfile> {
  const [founder] = await db.select().from(users).where(eq(users.id, founderId));
  const shown = founder?.role === 'FOUNDER' && !founder.suspendedAt && !(await isBlockedBetween(db, viewer.id, founderId));
  if (!founder || !shown) throw notFound('Founder not found');
  const founderIdeas = await db.select().from(ideas).where(eq(ideas.userId, founderId)).orderBy(asc(ideas.createdAt));
  const mvps = await mvpsOfIdeas(
    db,
    founderIdeas.map((idea) => idea.id),
  );
  const projects = [...founderIdeas].reverse().map((idea) => toProject(idea, mvps.get(idea.id)));
  if (viewer.role === 'INVESTOR') {
    // A founder deleting their account at this moment took the profile with them.
    await db
      .insert(investorReviews)
      .values({ investorId: viewer.id, founderId })
      .onConflictDoNothing()
      .catch(foreignKeyGoneAs(() => notFound('Founder not found')));
  }
  return {
    id: founder.id,
    name: founder.name,
    bio: founder.bio,
    skills: founder.skills,
    location: founder.location,
    joinedAt: founder.createdAt.toISOString(),
    stats: {
      projects: founderIdeas.length,
      credits: [...mvps.values()].reduce((sum, mvp) => sum + mvp.credits, 0),
      successRate: founderIdeas.length ? Math.round((100 * mvps.size) / founderIdeas.length) : 0,
    },
    currentProject: projects[0] ?? null,
    previousProjects: projects.slice(1),
  };
}

/** The investor home's two numbers. */
export async function getInvestorSummary(db: Db, investorId: string) {
  const [[shortlisted], [reviewed]] = await Promise.all([
    db
      .select({ n: count() })
      .from(investorShortlists)
      .where(and(eq(investorShortlists.investorId, investorId), shownShortlistItem(investorId))),
    db.select({ n: count() }).from(investorReviews).where(eq(investorReviews.investorId, investorId)),
  ]);
  return { shortlisted: shortlisted?.n ?? 0, reviewed: reviewed?.n ?? 0 };
}
