import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { referralPoints, users } from '../../db/schema/index';
import { createClock } from '../../lib/clock';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app';
import { bearer, signInThroughIssuer } from '../../../test/helpers/sign-in';
import { submitIdea, swipe } from '../../../test/helpers/factories';
import { deleteAccountBeforeTransaction } from '../../../test/helpers/delete-before-write';
import { noSockets } from '../realtime/realtime';
import { deleteAccount } from '../users/account.service';
import { pauseNextTransaction } from '../../../test/helpers/pause';
import { awardReferralPoints, linkReferral } from './referrals.service';

const clock = createClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(() => ctx.close());

let people = 0;
async function join(referralCode?: string, role: 'FOUNDER' | 'INVESTOR' = 'FOUNDER') {
  people += 1;
  const { token } = await signInThroughIssuer(ctx.app, { email: `ref${people}@example.com`, name: `Referral Person ${people}` });
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/create-user',
    headers: bearer(token!),
    payload: { role, ...(referralCode ? { referralCode } : {}) },
  });
  const me = (await ctx.app.inject({ url: '/api/users/me', headers: bearer(token!) })).json();
  return { token: token!, userId: created.json().user.id as string, code: me.referralCode as string, name: me.name as string };
}
const get = (token: string, url: string) => ctx.app.inject({ url, headers: bearer(token) }).then((r) => r.json());

describe('referrals', () => {
  it('credits the referrer +25 for a join, +50 for the first match and +100 for the first MVP, each once', async () => {
    const referrer = await join();
    const friend = await join(referrer.code.toLowerCase());
    expect(await get(referrer.token, '/api/referrals/stats')).toEqual({
      totalReferrals: 1,
      activeReferrals: 0,
      totalPoints: 25,
      level: 'Seed Planter',
      nextLevelPoints: 100,
      referralCode: referrer.code,
    });

    const other = await join();
    const friendIdea = await submitIdea(ctx.app, friend.token);
    const otherIdea = await submitIdea(ctx.app, other.token);
    const otherIdea2 = await submitIdea(ctx.app, other.token);
    await swipe(ctx.app, other.token, friendIdea.id, 'RIGHT');
    await swipe(ctx.app, friend.token, otherIdea.id, 'RIGHT');
    await swipe(ctx.app, friend.token, otherIdea2.id, 'RIGHT');

    const challenge = await get(friend.token, '/api/challenges/current');
    await ctx.app.inject({ method: 'POST', url: `/api/challenges/${challenge.id}/join`, headers: bearer(friend.token) });
    clock.advance(31 * 60_000);
    const submitted = await ctx.app.inject({
      method: 'POST',
      url: `/api/challenges/${challenge.id}/submit`,
      headers: bearer(friend.token),
      payload: { ideaId: friendIdea.id, githubUrl: 'https://github.com/friend/mvp' },
    });
    expect(submitted.statusCode).toBe(201);

    const stats = await get(referrer.token, '/api/referrals/stats');
    expect(stats).toMatchObject({ totalReferrals: 1, activeReferrals: 1, totalPoints: 175, level: 'Seed Spreader', nextLevelPoints: 500 });
    expect(await get(referrer.token, '/api/referrals/history')).toEqual([
      { name: friend.name, status: 'Active', joinDate: expect.any(String), points: 175, matched: true },
    ]);
    expect(await ctx.database.db.$count(referralPoints, eq(referralPoints.friendId, friend.userId))).toBe(3);
  });

  it('never links a user to their own code, nor to an unknown one, nor twice', async () => {
    const lonely = await join('SEED-XYZ-NOPE-123');
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, lonely.userId));
    expect(row!.referredById).toBeNull();
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/create-user',
      headers: bearer(lonely.token),
      payload: { role: 'FOUNDER', referralCode: lonely.code },
    });
    expect(again.statusCode).toBe(409);
    expect((await ctx.database.db.select().from(users).where(eq(users.id, lonely.userId)))[0]!.referredById).toBeNull();
  });

  it('lets rewards be claimed once each, only with enough points; priority matching lifts ideas in decks', async () => {
    const referrer = await join();
    const rewards = await get(referrer.token, '/api/referrals/rewards');
    expect(rewards.map((r: { id: string; points: number; claimed: boolean }) => [r.id, r.points, r.claimed])).toEqual([
      ['sticker-pack', 100, false],
      ['t-shirt', 250, false],
      ['priority-matching', 500, false],
    ]);
    const tooEarly = await ctx.app.inject({
      method: 'POST',
      url: '/api/referrals/rewards/sticker-pack/claim',
      headers: bearer(referrer.token),
    });
    expect(tooEarly.statusCode).toBe(400);
    expect(tooEarly.json().error).toBe('You need 100 points to claim Sticker pack.');

    for (let i = 0; i < 20; i += 1) await join(referrer.code);
    const [claimA, claimB] = await Promise.all(
      [0, 1].map(() =>
        ctx.app.inject({ method: 'POST', url: '/api/referrals/rewards/priority-matching/claim', headers: bearer(referrer.token) }),
      ),
    );
    expect([claimA!.statusCode, claimB!.statusCode].sort()).toEqual([200, 409]);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, referrer.userId));
    expect(row!.hasPriority).toBe(true);

    const priorityIdea = await submitIdea(ctx.app, referrer.token, { title: 'Priority idea' });
    const viewer = await join();
    const deck = (await get(viewer.token, '/api/ideas/deck?limit=5')) as { id: string }[];
    expect(deck[0]!.id).toBe(priorityIdea.id);
    const unknown = await ctx.app.inject({ method: 'POST', url: '/api/referrals/rewards/yacht/claim', headers: bearer(referrer.token) });
    expect(unknown.statusCode).toBe(400);
  });

  it('keeps every ledger row when a friend deletes their account, and records the reversal as an entry', async () => {
    const referrer = await join();
    const stayer = await join(referrer.code);
    for (let round = 0; round < 3; round += 1) {
      const leaver = await join(referrer.code);
      const deleted = await ctx.app.inject({
        method: 'DELETE',
        url: '/api/users/me',
        headers: bearer(leaver.token),
        payload: { confirm: 'DELETE' },
      });
      expect(deleted.statusCode).toBe(200);
    }
    const ledger = await ctx.database.db.select().from(referralPoints).where(eq(referralPoints.referrerId, referrer.userId));
    expect(ledger.map((row) => [row.event, row.points]).sort()).toEqual([
      ['joined', 25],
      ['joined', 25],
      ['joined', 25],
      ['joined', 25],
      ['left', -25],
      ['left', -25],
      ['left', -25],
    ]);
    expect(await get(referrer.token, '/api/referrals/stats')).toMatchObject({
      totalReferrals: 1,
      activeReferrals: 0,
      totalPoints: 25,
      level: 'Seed Planter',
    });
    const history = await get(referrer.token, '/api/referrals/history');
    expect(history).toHaveLength(4);
    expect(history.at(-1)).toEqual({ name: stayer.name, status: 'Joined', joinDate: expect.any(String), points: 25, matched: false });
    expect(history.slice(0, 3)).toEqual(
      Array.from({ length: 3 }, () => ({ name: 'Deleted user', status: 'Left', joinDate: expect.any(String), points: 0, matched: false })),
    );
  });

  it('signs a friend up without a referral when the referrer deletes their account at that moment', async () => {
    const { db } = ctx.database;
    const referrer = await join();
    const friend = await join();
    const [referrerRow] = await db.select().from(users).where(eq(users.id, referrer.userId));
    const [friendRow] = await db.select().from(users).where(eq(users.id, friend.userId));
    // Side by side, their statements take turns: the link finds the referrer, the deletion (a moment later)
    // runs, then the link is written.
    const [linked] = await Promise.allSettled([
      linkReferral(db, friendRow!, referrer.code),
      Promise.resolve().then(() => deleteAccount(db, referrerRow!, noSockets)),
    ]);
    expect(linked.status).toBe('fulfilled');
    const [after] = await db.select().from(users).where(eq(users.id, friend.userId));
    expect(after?.referredById).toBeNull();
  });

  it('answers 404 User not found, never a 500, to a claim while the claimer deletes their account on another device', async () => {
    const referrer = await join();
    for (let i = 0; i < 4; i += 1) await join(referrer.code);
    const deletion = await deleteAccountBeforeTransaction(ctx.database, referrer.userId);
    const claim = await ctx.app.inject({
      method: 'POST',
      url: '/api/referrals/rewards/sticker-pack/claim',
      headers: bearer(referrer.token),
    });
    deletion.restore();
    expect(claim.statusCode).toBe(404);
    expect(claim.json()).toEqual({ error: 'User not found' });
  });
});

describe('points awarded at the moment someone deletes their account (another device)', () => {
  it.each([
    ['the referrer', 'referrer'],
    ['the friend', 'friend'],
  ] as const)('nets nothing for the friend, without an error, when %s goes between the look-up and the award', async (_, who) => {
    const referrer = await join();
    const friend = await join(referrer.code);
    const { db } = ctx.database;
    const [leaving] = await db
      .select()
      .from(users)
      .where(eq(users.id, who === 'referrer' ? referrer.userId : friend.userId));
    const pause = pauseNextTransaction(db, () => deleteAccount(db, leaving!, noSockets));
    await expect(awardReferralPoints(db, friend.userId, 'launched')).resolves.toBeUndefined();
    pause.restore();
    expect(await pause.other()).toMatchObject({ status: 'fulfilled' });
    // Either no credit, or one the deletion took back: the referrer's ledger for this friend sums to nothing.
    const ledger = await db
      .select({ points: referralPoints.points })
      .from(referralPoints)
      .where(eq(referralPoints.friendId, friend.userId));
    expect(ledger.reduce((sum, row) => sum + row.points, 0)).toBe(0);
  });
});
