import { and, eq, sql } from 'drizzle-orm';
import type { Direction, SwipeResult } from '@seedmatch/shared/ideas';
import type { MatchEvent } from '@seedmatch/shared/matches';
import type { Db } from '../../db/client';
import { chatParticipants, chatRooms, ideas, matches, swipes, users, type UserRow } from '../../db/schema/index';
import { badRequest, notFound } from '../../lib/app-error';
import { requireFounder } from './ideas.service';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type SwipeOutcome = {
  result: SwipeResult;
  /** Set when this swipe made a match: who else must be told, and what. */
  matched?: { userId: string; event: MatchEvent };
};

const RECORDED = 'Swipe recorded';
const MATCHED = "It's a match!";

/**
 * Records a swipe once. A RIGHT swipe on B's idea by A matches them when B has earlier liked any
 * idea of A's; the match and its chat room are made in the same transaction, under a lock on the pair
 * so that two people liking each other at the same moment still make exactly one match.
 */
export async function recordSwipe(db: Db, user: UserRow, ideaId: string, direction: Direction): Promise<SwipeOutcome> {
  requireFounder(user, 'swipe ideas');
  const [idea] = await db.select().from(ideas).where(eq(ideas.id, ideaId)).limit(1);
  if (!idea) throw notFound('Idea not found');
  if (idea.userId === user.id) throw badRequest("You can't swipe your own idea.");
  const ownerId = idea.userId;

  return db.transaction(async (tx) => {
    if (direction === 'RIGHT') {
      const pair = [user.id, ownerId].sort().join(':');
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${pair}, 0))`);
    }
    const inserted = await tx
      .insert(swipes)
      .values({ userId: user.id, ideaId, ideaOwnerId: ownerId, direction })
      .onConflictDoNothing()
      .returning({ ideaId: swipes.ideaId });
    if (inserted.length === 0) return { result: await firstResult(tx, user.id, ideaId) };
    if (direction === 'LEFT') return { result: { message: RECORDED, isMatch: false, matchData: null } };

    await tx.update(ideas).set({ swipeRights: sql`${ideas.swipeRights} + 1` }).where(eq(ideas.id, ideaId));
    const [likedBack] = await tx
      .select({ ideaId: swipes.ideaId })
      .from(swipes)
      .where(and(eq(swipes.userId, ownerId), eq(swipes.ideaOwnerId, user.id), eq(swipes.direction, 'RIGHT')))
      .limit(1);
    if (!likedBack) return { result: { message: RECORDED, isMatch: false, matchData: null } };

    const [userA, userB] = [user.id, ownerId].sort() as [string, string];
    const [match] = await tx
      .insert(matches)
      .values({ userA, userB, ideaId, ideaTitle: idea.title })
      .onConflictDoNothing()
      .returning();
    // One match per pair, ever: an earlier match stands and this like makes no new one.
    if (!match) return { result: { message: RECORDED, isMatch: false, matchData: null } };

    const [room] = await tx.insert(chatRooms).values({ kind: 'match', matchId: match.id }).returning();
    await tx.insert(chatParticipants).values([
      { roomId: room!.id, userId: user.id },
      { roomId: room!.id, userId: ownerId },
    ]);
    await tx.update(swipes).set({ matchId: match.id }).where(and(eq(swipes.userId, user.id), eq(swipes.ideaId, ideaId)));
    const [owner] = await tx.select({ name: users.name }).from(users).where(eq(users.id, ownerId));

    return {
      result: { message: MATCHED, isMatch: true, matchData: { id: match.id, matchedUserName: owner!.name, ideaTitle: idea.title } },
      matched: {
        userId: ownerId,
        event: { id: match.id, matchedUserName: user.name, ideaTitle: idea.title, chatRoomId: room!.id },
      },
    };
  });
}

/** What a repeated swipe answers: the result of the first one. */
async function firstResult(tx: Tx, userId: string, ideaId: string): Promise<SwipeResult> {
  const [row] = await tx
    .select({ matchId: swipes.matchId, ideaTitle: matches.ideaTitle, userA: matches.userA, userB: matches.userB })
    .from(swipes)
    .leftJoin(matches, eq(matches.id, swipes.matchId))
    .where(and(eq(swipes.userId, userId), eq(swipes.ideaId, ideaId)));
  if (!row?.matchId || !row.userA || !row.userB) return { message: RECORDED, isMatch: false, matchData: null };
  const partnerId = row.userA === userId ? row.userB : row.userA;
  const [partner] = await tx.select({ name: users.name }).from(users).where(eq(users.id, partnerId));
  return {
    message: MATCHED,
    isMatch: true,
    matchData: { id: row.matchId, matchedUserName: partner?.name ?? 'Deleted user', ideaTitle: row.ideaTitle ?? '' },
  };
}
