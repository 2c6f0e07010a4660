import { and, eq, lte, or, sql } from 'drizzle-orm';
import { LEADERBOARD_SIZE, type Leaderboard, type LeaderboardEntry } from '@seedmatch/shared/challenge-leaderboard';
import type { Db } from '../../db/client';
import { ideas, mvpSubmissions, users } from '../../db/schema/index';
import { shownTo } from '../safety/safety.service';
import { requireChallenge } from './challenges.service';

/**
 * A challenge's MVPs by credits, equal credits by the earlier submission: the top LEADERBOARD_SIZE, and the
 * viewer's own MVP when it ranks lower. Only the founders shown to the viewer are ranked (not suspended, no
 * block either way), so a hidden person leaves no gap; deleted accounts took their MVPs with them.
 */
export async function getLeaderboard(db: Db, challengeId: string, viewerId: string): Promise<Leaderboard> {
  await requireChallenge(db, challengeId);
  const ranked = db.$with('ranked').as(
    db
      .select({
        rank: sql<number>`row_number() over (order by ${mvpSubmissions.credits} desc, ${mvpSubmissions.submittedAt}, ${mvpSubmissions.id})`
          .mapWith(Number)
          .as('rank'),
        userId: mvpSubmissions.userId,
        name: users.name,
        avatarUrl: users.avatarUrl,
        ideaTitle: ideas.title,
        credits: mvpSubmissions.credits,
        submittedAt: mvpSubmissions.submittedAt,
      })
      .from(mvpSubmissions)
      .innerJoin(users, eq(users.id, mvpSubmissions.userId))
      .leftJoin(ideas, eq(ideas.id, mvpSubmissions.ideaId))
      .where(and(eq(mvpSubmissions.challengeId, challengeId), shownTo(viewerId))),
  );
  const rows = await db
    .with(ranked)
    .select()
    .from(ranked)
    .where(or(lte(ranked.rank, LEADERBOARD_SIZE), eq(ranked.userId, viewerId)))
    .orderBy(ranked.rank);
  const entries: LeaderboardEntry[] = rows.map(({ userId, submittedAt, ...row }) => ({
    ...row,
    submittedAt: submittedAt.toISOString(),
    isMe: userId === viewerId,
  }));
  return {
    entries: entries.filter((entry) => entry.rank <= LEADERBOARD_SIZE),
    me: entries.find((entry) => entry.isMe && entry.rank > LEADERBOARD_SIZE) ?? null,
  };
}
