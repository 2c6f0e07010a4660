import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { parseReferralCode } from '@seedmatch/shared/referral-code';
import {
  PRIORITY_REWARD,
  REFERRAL_POINTS,
  REWARDS,
  levelFor,
  type ReferralEvent,
  type ReferralHistoryItem,
  type ReferralStats,
  type Reward,
  type RewardId,
} from '@seedmatch/shared/referrals';
import type { Db, Executor } from '../../db/client';
import { referralPoints, rewardClaims, users, type UserRow } from '../../db/schema/index';
import { ERROR_MESSAGES } from '@seedmatch/shared/errors';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { foreignKeyGoneAs, isPgError, PG_UNIQUE_VIOLATION } from '../../lib/pg-errors';
import { enqueueMail } from '../mail/outbox';

/**
 * Links a new user to the owner of a referral code (never to themselves), credits the join once and queues
 * the referrer's mail about it, all in one transaction. The referrer's row is held (`for key share`) until
 * then: one deleting their account meanwhile waits, or went first and is not found (no referral).
 */
export async function linkReferral(db: Executor, friend: UserRow, rawCode: string | undefined): Promise<void> {
  const code = parseReferralCode(rawCode);
  if (!code || friend.referredById) return;
  await db.transaction(async (tx) => {
    const [referrer] = await tx.select().from(users).where(eq(users.referralCode, code)).for('key share');
    if (!referrer || referrer.id === friend.id) return;
    await tx.update(users).set({ referredById: referrer.id, referredByCode: code }).where(eq(users.id, friend.id));
    await awardReferralPoints(tx, friend.id, 'joined');
    await enqueueMail(tx, {
      key: `referral:${friend.id}`,
      userId: referrer.id,
      template: 'friendJoined',
      data: { friendName: friend.name, aboutUserId: friend.id, points: String(REFERRAL_POINTS.joined) },
    });
  });
}

const referrers = alias(users, 'referrer');

/**
 * Credits the referrer of `friendId` for an event of the friend's, the first time only. Both rows are held
 * (`for key share`) until the credit is stored: either deleting their account meanwhile waits, or went first
 * and nothing is credited (a friend who left has had their points taken back already).
 */
export async function awardReferralPoints(db: Executor, friendId: string, event: ReferralEvent): Promise<void> {
  await db.transaction(async (tx) => {
    const [pair] = await tx
      .select({ referrerId: referrers.id })
      .from(users)
      .innerJoin(referrers, eq(referrers.id, users.referredById))
      .where(eq(users.id, friendId))
      .for('key share');
    if (!pair) return;
    await tx
      .insert(referralPoints)
      .values({ referrerId: pair.referrerId, friendId, event, points: REFERRAL_POINTS[event] })
      .onConflictDoNothing();
  });
}

/**
 * When a referred friend deletes their account the ledger keeps their entries and adds one `left` entry
 * taking back what they earned their referrer, so joining and leaving again and again earns nothing.
 */
export async function reverseFriendPoints(tx: Executor, friendId: string): Promise<void> {
  await tx.execute(sql`insert into ${referralPoints} (referrer_id, friend_id, event, points)
    select referrer_id, friend_id, 'left', -sum(points) from ${referralPoints} where friend_id = ${friendId}
    group by referrer_id, friend_id
    on conflict do nothing`);
}

async function totalPoints(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${referralPoints.points}), 0)::int` })
    .from(referralPoints)
    .where(eq(referralPoints.referrerId, userId));
  return row?.total ?? 0;
}

/** Each friend's entries in the referrer's ledger, summed: the one source of counts, points and history. */
function ledgerByFriend(db: Db, userId: string) {
  return db
    .select({
      name: sql<string>`coalesce(${users.name}, 'Deleted user')`,
      joinDate: sql<Date>`min(${referralPoints.createdAt})`.mapWith(referralPoints.createdAt),
      points: sql<number>`sum(${referralPoints.points})::int`,
      matched: sql<boolean>`bool_or(${referralPoints.event} = 'matched')`,
      active: sql<boolean>`bool_or(${referralPoints.event} in ('matched', 'launched'))`,
      left: sql<boolean>`bool_or(${referralPoints.event} = 'left')`,
    })
    .from(referralPoints)
    .leftJoin(users, eq(users.id, referralPoints.friendId))
    .where(eq(referralPoints.referrerId, userId))
    .groupBy(referralPoints.friendId, users.name)
    .orderBy(sql`min(${referralPoints.createdAt}) desc`);
}

export async function getReferralStats(db: Db, user: UserRow): Promise<ReferralStats> {
  const friends = (await ledgerByFriend(db, user.id)).filter((friend) => !friend.left);
  const points = await totalPoints(db, user.id);
  return {
    totalReferrals: friends.length,
    activeReferrals: friends.filter((friend) => friend.active).length,
    totalPoints: points,
    ...levelFor(points),
    referralCode: user.referralCode,
  };
}

export async function getRewards(db: Db, userId: string): Promise<Reward[]> {
  const claimed = new Set((await db.select().from(rewardClaims).where(eq(rewardClaims.userId, userId))).map((c) => c.rewardId));
  return REWARDS.map((reward) => ({ ...reward, claimed: claimed.has(reward.id) }));
}

/** Claims a reward once, when the user's points reach it; priority matching takes effect at once. */
export async function claimReward(db: Db, user: UserRow, rewardId: RewardId): Promise<Reward[]> {
  const reward = REWARDS.find((r) => r.id === rewardId)!;
  const points = await totalPoints(db, user.id);
  if (points < reward.points) throw badRequest(`You need ${reward.points} points to claim ${reward.name}.`);
  try {
    await db.transaction(async (tx) => {
      await tx.insert(rewardClaims).values({ userId: user.id, rewardId });
      if (rewardId === PRIORITY_REWARD) await tx.update(users).set({ hasPriority: true }).where(eq(users.id, user.id));
    });
  } catch (error) {
    if (isPgError(error, PG_UNIQUE_VIOLATION)) throw conflict('You already claimed this reward.');
    // A claimer deleting their account on another device at this moment is gone, as for any later call.
    foreignKeyGoneAs(() => notFound(ERROR_MESSAGES.userNotFound))(error);
  }
  return getRewards(db, user.id);
}

/** Each referred friend from the ledger: name, status (Active once they matched or launched, Left once they deleted their account), join date, points, matched. */
export async function getReferralHistory(db: Db, userId: string): Promise<ReferralHistoryItem[]> {
  const rows = await ledgerByFriend(db, userId);
  return rows.map((row) => ({
    name: row.name,
    status: row.left ? 'Left' : row.active ? 'Active' : 'Joined',
    joinDate: row.joinDate.toISOString(),
    points: row.points,
    matched: row.matched,
  }));
}
