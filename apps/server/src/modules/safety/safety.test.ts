import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { chatRooms, reports } from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app';
import { bearer, signInThroughIssuer, signUp } from '../../../test/helpers/sign-in';
import { deck, matchedPair, sendChat, submitIdea } from '../../../test/helpers/factories';
import { suspendUser } from './safety.service';
import { listAdminReports } from '../admin/reports-admin.service';
import { noSockets } from '../realtime/realtime';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = (token: string, url: string) => ctx.app.inject({ url, headers: bearer(token) });
const post = (token: string, url: string, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('blocking', () => {
  it('hides the two people from each other everywhere and closes their conversation', async () => {
    const { a, b, roomId, matchId } = await matchedPair(ctx.app);
    await sendChat(ctx.app, b.token, { chatRoomId: roomId, content: 'Hi there' });
    const bIdea = await submitIdea(ctx.app, b.token, { title: 'Hidden after block' });
    expect((await post(a.token, `/api/users/${b.userId}/block`)).json()).toEqual({ success: true });

    for (const [me, other] of [
      [a, b],
      [b, a],
    ] as const) {
      expect((await get(me.token, '/api/chat/rooms')).json()).toEqual([]);
      expect((await get(me.token, '/api/matches')).json()).toEqual([]);
      expect((await get(me.token, `/api/chat/messages/${roomId}`)).statusCode).toBe(404);
      expect((await get(me.token, `/api/matches/${matchId}`)).statusCode).toBe(404);
      expect((await get(me.token, `/api/ideas/user/${other.userId}`)).json()).toEqual([]);
      const sent = await sendChat(ctx.app, me.token, { receiverId: other.userId, content: 'still there?' });
      expect({ status: sent.statusCode, body: sent.json() }).toEqual({ status: 404, body: { error: 'User not found' } });
    }
    expect((await deck(ctx.app, a.token, '?limit=20')).map((i) => i.id)).not.toContain(bIdea.id);
    expect((await post(a.token, '/api/ideas/swipe', { ideaId: bIdea.id, direction: 'RIGHT' })).statusCode).toBe(404);
    const [room] = await ctx.database.db.select().from(chatRooms).where(eq(chatRooms.id, roomId));
    expect(room!.closedAt).not.toBeNull();

    expect((await get(a.token, '/api/blocks')).json()).toEqual([{ id: b.userId, name: expect.any(String), blockedAt: expect.any(String) }]);
    await ctx.app.inject({ method: 'DELETE', url: `/api/users/${b.userId}/block`, headers: bearer(a.token) });
    expect((await deck(ctx.app, a.token, '?limit=20')).map((i) => i.id)).toContain(bIdea.id);
  });

  it('hides a blocked founder from an investor’s feed and profile', async () => {
    const investor = await signUp(ctx.app, { email: 'block-vc@example.com', name: 'Block VC', role: 'INVESTOR' });
    const founder = await signUp(ctx.app, { email: 'block-founder@example.com', name: 'Blocked Founder' });
    await submitIdea(ctx.app, founder.token, { title: 'Blocked founder idea' });
    await post(founder.token, `/api/users/${investor.userId}/block`);
    const dashboard = (await get(investor.token, '/api/ideas/investor/dashboard')).json();
    expect(JSON.stringify(dashboard)).not.toContain('Blocked founder idea');
    expect((await get(investor.token, `/api/founders/${founder.userId}`)).statusCode).toBe(404);
    expect((await get(investor.token, `/api/chat/direct/${founder.userId}`)).statusCode).toBe(404);
  });

  it('refuses to block oneself or nobody', async () => {
    const me = await signUp(ctx.app, { email: 'self-block@example.com', name: 'Self' });
    expect((await post(me.token, `/api/users/${me.userId}/block`)).statusCode).toBe(400);
    expect((await post(me.token, '/api/users/00000000-0000-4000-8000-000000000000/block')).statusCode).toBe(404);
  });
});

describe('unmatching', () => {
  it('removes the match and its conversation for both, and only a participant can', async () => {
    const { a, b, matchId, roomId } = await matchedPair(ctx.app);
    const stranger = await signUp(ctx.app, { email: 'unmatch-stranger@example.com', name: 'Stranger' });
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/matches/${matchId}`, headers: bearer(stranger.token) })).statusCode).toBe(
      404,
    );
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/matches/${matchId}`, headers: bearer(a.token) })).json()).toEqual({
      success: true,
    });
    for (const me of [a, b]) {
      expect((await get(me.token, '/api/matches')).json()).toEqual([]);
      expect((await get(me.token, '/api/chat/rooms')).json()).toEqual([]);
    }
    expect(await ctx.database.db.$count(chatRooms, eq(chatRooms.id, roomId))).toBe(0);
  });
});

describe('reports and suspension', () => {
  it('stores a report of a user or of a message the reporter could see', async () => {
    const { a, b, roomId } = await matchedPair(ctx.app);
    const message = (await sendChat(ctx.app, b.token, { chatRoomId: roomId, content: 'Buy my crypto course' })).json().message;
    const reported = await post(a.token, '/api/reports', {
      userId: b.userId,
      messageId: message.id,
      reason: 'spam',
      details: 'Selling things',
    });
    expect(reported.statusCode).toBe(201);
    const [row] = await ctx.database.db.select().from(reports).where(eq(reports.reportedUserId, b.userId));
    expect(row).toMatchObject({ reason: 'spam', details: 'Selling things', messageContent: 'Buy my crypto course' });
    const [newest] = await listAdminReports(ctx.database.db, 'open');
    expect(newest).toMatchObject({
      id: row!.id,
      reported: { id: b.userId },
      context: { kind: 'message', content: 'Buy my crypto course' },
    });

    const outsider = await signUp(ctx.app, { email: 'report-outsider@example.com', name: 'Outsider' });
    expect((await post(outsider.token, '/api/reports', { userId: b.userId, messageId: message.id, reason: 'spam' })).statusCode).toBe(404);
    expect((await post(a.token, '/api/reports', { userId: b.userId, reason: 'rude' })).statusCode).toBe(400);
    expect((await post(a.token, '/api/reports', { userId: a.userId, reason: 'other' })).statusCode).toBe(400);
    // One's own id in capitals is still oneself.
    expect((await post(a.token, '/api/reports', { userId: a.userId.toUpperCase(), reason: 'other' })).statusCode).toBe(400);
    expect((await post(a.token, `/api/users/${a.userId.toUpperCase()}/block`)).json()).toEqual({ error: "You can't block yourself." });
  });

  it('keeps one open report per reporter and thing reported, however often or fast it is sent, with the latest reason', async () => {
    const [reporter, reported] = [
      await signUp(ctx.app, { email: 'report-again@example.com', name: 'Again' }),
      await signUp(ctx.app, { email: 'report-target@example.com', name: 'Target' }),
    ];
    const idea = await submitIdea(ctx.app, reported.token, { title: 'Reported twice' });
    const ofReported = () => ctx.database.db.select().from(reports).where(eq(reports.reportedUserId, reported.userId));
    for (const body of [{ userId: reported.userId }, { userId: reported.userId, ideaId: idea.id }]) {
      // The same person however their id is written.
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          post(reporter.token, '/api/reports', { ...body, userId: i % 2 ? body.userId.toUpperCase() : body.userId, reason: 'spam' }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(201));
    }
    expect((await ofReported()).map((row) => row.ideaId)).toEqual(expect.arrayContaining([null, idea.id]));
    expect(await ofReported()).toHaveLength(2);
    // Sent again with another reason and more to say, the open report takes them; without details, it keeps its own.
    const person = () => ofReported().then((rows) => rows.find((row) => row.ideaId === null)!);
    const details = 'He kept writing after I asked him to stop.';
    expect((await post(reporter.token, '/api/reports', { userId: reported.userId, reason: 'harassment', details })).statusCode).toBe(201);
    expect(await person()).toMatchObject({ reason: 'harassment', details });
    expect((await post(reporter.token, '/api/reports', { userId: reported.userId, reason: 'other' })).statusCode).toBe(201);
    expect(await person()).toMatchObject({ reason: 'other', details });
    expect(await ofReported()).toHaveLength(2);
    // Once an admin has closed it, the same report opens a new one.
    await ctx.database.db.update(reports).set({ status: 'dismissed' }).where(eq(reports.reportedUserId, reported.userId));
    expect((await post(reporter.token, '/api/reports', { userId: reported.userId, reason: 'harassment' })).statusCode).toBe(201);
    expect(await ofReported()).toHaveLength(3);
  });

  it('answers an idea hidden from the reporter (a block either way) as not found, as it does an unknown one', async () => {
    const [blocker, blocked] = [
      await signUp(ctx.app, { email: 'report-blocker@example.com', name: 'Blocker' }),
      await signUp(ctx.app, { email: 'report-blocked@example.com', name: 'Blocked' }),
    ];
    const idea = await submitIdea(ctx.app, blocker.token, { title: 'Hidden from the blocked' });
    await post(blocker.token, `/api/users/${blocked.userId}/block`);
    for (const ideaId of [idea.id, '00000000-0000-4000-8000-000000000000']) {
      const answer = await post(blocked.token, '/api/reports', { userId: blocker.userId, ideaId, reason: 'spam' });
      expect([answer.statusCode, answer.json().error]).toEqual([404, 'Idea not found']);
    }
    expect(await ctx.database.db.select().from(reports).where(eq(reports.reporterId, blocked.userId))).toEqual([]);
  });

  it('ends a suspended account’s sessions and refuses its next sign-in', async () => {
    const user = await signUp(ctx.app, { email: 'suspend-me@example.com', name: 'Suspend Me' });
    await suspendUser(ctx.database.db, user.userId, noSockets);
    expect((await get(user.token, '/api/users/me')).statusCode).toBe(401);
    const again = await signInThroughIssuer(ctx.app, { email: 'suspend-me@example.com', name: 'Suspend Me' });
    expect(again.token).toBeNull();
    expect(again.error).toBe('suspended');
  });
});
