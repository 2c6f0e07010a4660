import { eq, sql } from 'drizzle-orm';
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
import type { Db } from '../../db/client';
import { referralPoints, rewardClaims, users, type UserRow } from '../../db/schema/index';
import { badRequest, conflict } from '../../lib/app-error';
import { isPgError, PG_UNIQUE_VIOLATION } from '../../lib/pg-errors';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

/** Links a new user to the owner of a referral code (never to themselves) and credits the join, once. */
export async function linkReferral(db: Executor, friend: UserRow, rawCode: string | undefined): Promise<void> {
  const code = parseReferralCode(rawCode);
  if (!code || friend.referredById) return;
  const [referrer] = await db.select().from(users).where(eq(users.referralCode, code));
  if (!referrer || referrer.id === friend.id) return;
  await db.update(users).set({ referredById: referrer.id, referredByCode: code }).where(eq(users.id, friend.id));
  await awardReferralPoints(db, friend.id, 'joined');
}

/** Credits the referrer of `friendId` for an event of the friend's, the first time only. */
export async function awardReferralPoints(db: Executor, friendId: string, event: ReferralEvent): Promise<void> {
  const [friend] = await db.select({ referredById: users.referredById }).from(users).where(eq(users.id, friendId));
  if (!friend?.referredById) return;
  await db
    .insert(referralPoints)
    .values({ referrerId: friend.referredById, friendId, event, points: REFERRAL_POINTS[event] })
    .onConflictDoNothing();
}

async function totalPoints(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${referralPoints.points}), 0)::int` })
    .from(referralPoints)
    .where(eq(referralPoints.referrerId, userId));
  return row?.total ?? 0;
}

export async function getReferralStats(db: Db, user: UserRow): Promise<ReferralStats> {
  const [friends] = await db
    .select({
      total: sql<number>`count(distinct ${users.id})::int`,
      active: sql<number>`(count(distinct ${users.id}) filter (where ${referralPoints.event} <> 'joined'))::int`,
    })
    .from(users)
    .leftJoin(referralPoints, eq(referralPoints.friendId, users.id))
    .where(eq(users.referredById, user.id));
  const points = await totalPoints(db, user.id);
  return { totalReferrals: friends?.total ?? 0, activeReferrals: friends?.active ?? 0, totalPoints: points, ...levelFor(points), referralCode: user.referralCode };
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
    throw error;
  }
  return getRewards(db, user.id);
}

/** Each referred friend: name, status (Active once they matched or launched), join date, points earned, matched. */
export async function getReferralHistory(db: Db, userId: string): Promise<ReferralHistoryItem[]> {
  const rows = await db
    .select({
      name: users.name,
      joinDate: users.createdAt,
      points: sql<number>`coalesce(sum(${referralPoints.points}) filter (where ${referralPoints.referrerId} = ${userId}), 0)::int`,
      matched: sql<boolean>`coalesce(bool_or(${referralPoints.event} = 'matched'), false)`,
      launched: sql<boolean>`coalesce(bool_or(${referralPoints.event} = 'launched'), false)`,
    })
    .from(users)
    .leftJoin(referralPoints, eq(referralPoints.friendId, users.id))
    .where(eq(users.referredById, userId))
    .groupBy(users.id)
    .orderBy(sql`${users.createdAt} desc`);
  return rows.map((row) => ({
    name: row.name,
    status: row.matched || row.launched ? 'Active' : 'Joined',
    joinDate: row.joinDate.toISOString(),
    points: row.points,
    matched: row.matched,
  }));
}
