import { and, eq, sql } from 'drizzle-orm';
import type { Direction, SwipeResult } from '@seedmatch/shared/ideas';
import type { MatchEvent } from '@seedmatch/shared/matches';
import type { Db, Executor, Tx } from '../../db/client';
import { chatParticipants, chatRooms, ideas, matches, swipes, users, type IdeaRow, type UserRow } from '../../db/schema/index';
import { badRequest, notFound } from '../../lib/app-error';
import { foreignKeyGoneAs } from '../../lib/pg-errors';
import { enqueueMail } from '../mail/outbox';
import { awardReferralPoints } from '../referrals/referrals.service';
import { shownTo } from '../safety/safety.service';
import { changeStamp } from './deck-resume';
import { requireFounder } from './ideas.service';
import { hasEnded } from '../matches/ended-matches';
import { lockPair } from '../matches/pair-lock';

export type SwipeOutcome = {
  result: SwipeResult;
  /** False for a repeated swipe, which stores nothing and answers what the first one did. */
  isNew: boolean;
  /** Set when this swipe made a match: who else must be told, and what. */
  /** The idea's owner, told with `event`; and the swiper, whose other tabs and devices are told too. */
  matched?: { userId: string; event: MatchEvent; swiperId: string };
};

const RECORDED = 'Swipe recorded';
const MATCHED = "It's a match!";
const NO_MATCH: SwipeOutcome = { result: { message: RECORDED, isMatch: false, matchData: null }, isNew: true };

/**
 * Records a swipe once. A RIGHT swipe on B's idea by A matches them when B has earlier liked any
 * idea of A's; the match and its chat room are made in the same transaction, under a lock on the pair
 * so that two people liking each other at the same moment still make exactly one match.
 */
export async function recordSwipe(db: Db, user: UserRow, ideaId: string, direction: Direction): Promise<SwipeOutcome> {
  requireFounder(user, 'swipe ideas');
  const [found] = await db
    .select({ idea: ideas, hidden: sql<boolean>`not ${shownTo(user.id)}` })
    .from(ideas)
    .innerJoin(users, eq(users.id, ideas.userId))
    .where(eq(ideas.id, ideaId))
    .limit(1);
  if (!found || found.hidden) throw notFound('Idea not found');
  const { idea } = found;
  if (idea.userId === user.id) throw badRequest("You can't swipe your own idea.");

  const write = direction === 'LEFT' ? recordPass(db, user, idea) : db.transaction((tx) => recordLike(tx, user, idea));
  // The idea was deleted between the look-up and the insert.
  return write.catch(foreignKeyGoneAs(() => notFound('Idea not found')));
}

/** A pass changes nothing else, so it is one statement. */
async function recordPass(db: Db, user: UserRow, idea: IdeaRow): Promise<SwipeOutcome> {
  const inserted = await db
    .insert(swipes)
    .values({ userId: user.id, ideaId: idea.id, ideaOwnerId: idea.userId, direction: 'LEFT' })
    .onConflictDoNothing()
    .returning({ ideaId: swipes.ideaId });
  return inserted.length > 0 ? NO_MATCH : { result: await firstResult(db, user.id, idea.id), isNew: false };
}

async function recordLike(tx: Tx, user: UserRow, idea: IdeaRow): Promise<SwipeOutcome> {
  await lockPair(tx, user.id, idea.userId);
  const inserted = await tx
    .insert(swipes)
    .values({ userId: user.id, ideaId: idea.id, ideaOwnerId: idea.userId, direction: 'RIGHT' })
    .onConflictDoNothing()
    .returning({ ideaId: swipes.ideaId });
  if (inserted.length === 0) return { result: await firstResult(tx, user.id, idea.id), isNew: false };

  await tx
    .update(ideas)
    .set({ swipeRights: sql`${ideas.swipeRights} + 1`, changedXact: changeStamp })
    .where(eq(ideas.id, idea.id));
  const [likedBack] = await tx
    .select({ ideaId: swipes.ideaId })
    .from(swipes)
    .where(and(eq(swipes.userId, idea.userId), eq(swipes.ideaOwnerId, user.id), eq(swipes.direction, 'RIGHT')))
    .limit(1);
  return likedBack ? makeMatch(tx, user, idea) : NO_MATCH;
}

/** The match, its room for the two of them, and what each side is told. */
async function makeMatch(tx: Tx, user: UserRow, idea: IdeaRow): Promise<SwipeOutcome> {
  const [userA, userB] = [user.id, idea.userId].sort() as [string, string];
  if (await hasEnded(tx, { userA, userB })) return NO_MATCH;
  const [match] = await tx
    .insert(matches)
    .values({ userA, userB, ideaId: idea.id, ideaTitle: idea.title })
    .onConflictDoNothing()
    .returning();
  // One match per pair, ever: an earlier match stands (or ended, above) and this like makes no new one.
  if (!match) return NO_MATCH;

  const [room] = await tx.insert(chatRooms).values({ kind: 'match', matchId: match.id }).returning();
  await tx.insert(chatParticipants).values([
    { roomId: room!.id, userId: user.id },
    { roomId: room!.id, userId: idea.userId },
  ]);
  await tx
    .update(swipes)
    .set({ matchId: match.id })
    .where(and(eq(swipes.userId, user.id), eq(swipes.ideaId, idea.id)));
  await awardReferralPoints(tx, user.id, 'matched');
  await awardReferralPoints(tx, idea.userId, 'matched');
  const [owner] = await tx.select({ name: users.name, avatarUrl: users.avatarUrl }).from(users).where(eq(users.id, idea.userId));
  // The idea liked last is the owner's: the swiper is told it was the partner's, the owner that it was theirs.
  for (const [to, partner, whose] of [
    [user.id, { id: idea.userId, name: owner!.name }, 'theirs'],
    [idea.userId, { id: user.id, name: user.name }, 'yours'],
  ] as const) {
    await enqueueMail(tx, {
      key: `match:${match.id}:${to}`,
      userId: to,
      template: 'match',
      data: { partnerName: partner.name, aboutUserId: partner.id, ideaTitle: idea.title, whose, roomId: room!.id },
    });
  }
  return {
    result: {
      message: MATCHED,
      isMatch: true,
      matchData: { id: match.id, matchedUserName: owner!.name, ideaTitle: idea.title, matchedUserAvatarUrl: owner!.avatarUrl },
    },
    isNew: true,
    matched: {
      userId: idea.userId,
      event: { id: match.id, matchedUserName: user.name, ideaTitle: idea.title, chatRoomId: room!.id },
      swiperId: user.id,
    },
  };
}

/** What a repeated swipe answers: the result of the first one. */
async function firstResult(tx: Executor, userId: string, ideaId: string): Promise<SwipeResult> {
  const [row] = await tx
    .select({ matchId: swipes.matchId, ideaTitle: matches.ideaTitle, userA: matches.userA, userB: matches.userB })
    .from(swipes)
    .leftJoin(matches, eq(matches.id, swipes.matchId))
    .where(and(eq(swipes.userId, userId), eq(swipes.ideaId, ideaId)));
  if (!row?.matchId || !row.userA || !row.userB) return { message: RECORDED, isMatch: false, matchData: null };
  const partnerId = row.userA === userId ? row.userB : row.userA;
  const [partner] = await tx.select({ name: users.name, avatarUrl: users.avatarUrl }).from(users).where(eq(users.id, partnerId));
  return {
    message: MATCHED,
    isMatch: true,
    matchData: {
      id: row.matchId,
      matchedUserName: partner?.name ?? 'Deleted user',
      ideaTitle: row.ideaTitle ?? '',
      matchedUserAvatarUrl: partner?.avatarUrl ?? null,
    },
  };
}
