import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { chatMessages, ideas, sessions, swipes, users } from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app';
import { bearer, signInThroughIssuer } from '../../../test/helpers/sign-in';
import { matchedPair, sendChat } from '../../../test/helpers/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('account settings', () => {
  it('exports everything kept about the user as JSON', async () => {
    const { a, roomId } = await matchedPair(ctx.app);
    await sendChat(ctx.app, a.token, { chatRoomId: roomId, content: 'Mine' });
    const endpoint = 'https://fcm.googleapis.com/fcm/send/export-device';
    const keys = {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'A'.repeat(22),
    };
    await ctx.app.inject({ method: 'PUT', url: '/api/push/subscription', headers: bearer(a.token), payload: { endpoint, keys } });
    const response = await ctx.app.inject({ url: '/api/users/me/export', headers: bearer(a.token) });
    expect(response.headers['content-disposition']).toContain('seedmatch-data.json');
    const data = response.json();
    expect(data.profile.id).toBe(a.userId);
    expect(data.ideas).toHaveLength(1);
    expect(data.swipes).toHaveLength(1);
    expect(data.matches).toHaveLength(1);
    expect(data.messagesSent.map((m: { content: string }) => m.content)).toEqual(['Mine']);
    expect(data.mail.preferences).toEqual({ matches: true, messages: true, intros: true, challenge: false, referrals: false });
    expect(data.mail.mails.map((m: { template: string }) => m.template)).toEqual(['match']);
    expect(data.pushDevices).toEqual([{ endpoint, createdAt: expect.any(String) }]);
  });

  it('deletes the account: sessions end, data goes, sent messages stay under "Deleted user"', async () => {
    const { a, b, roomId } = await matchedPair(ctx.app);
    await sendChat(ctx.app, a.token, { chatRoomId: roomId, content: 'Before I go' });
    const refused = await ctx.app.inject({ method: 'DELETE', url: '/api/users/me', headers: bearer(a.token), payload: {} });
    expect(refused.statusCode).toBe(400);

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: bearer(a.token),
      payload: { confirm: 'DELETE' },
    });
    expect(deleted.json()).toEqual({ success: true });
    expect((await ctx.app.inject({ url: '/api/users/me', headers: bearer(a.token) })).statusCode).toBe(401);
    expect(await ctx.database.db.$count(users, eq(users.id, a.userId))).toBe(0);
    expect(await ctx.database.db.$count(ideas, eq(ideas.userId, a.userId))).toBe(0);
    expect(await ctx.database.db.$count(swipes, eq(swipes.userId, a.userId))).toBe(0);

    const history = (await ctx.app.inject({ url: `/api/chat/messages/${roomId}`, headers: bearer(b.token) })).json();
    expect(history.messages.map((m: { content: string; sender: { name: string } }) => [m.content, m.sender.name])).toEqual([
      ['Before I go', 'Deleted user'],
    ]);
    const rooms = (await ctx.app.inject({ url: '/api/chat/rooms', headers: bearer(b.token) })).json();
    expect(rooms[0].name).toBe('Deleted user');
    const reply = await sendChat(ctx.app, b.token, { chatRoomId: roomId, content: 'Hello?' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toBe('This person has left SeedMatch.');
    expect(await ctx.database.db.$count(chatMessages, eq(chatMessages.roomId, roomId))).toBe(1);
  });

  it('signing in again with the same account starts afresh, without the deleted data', async () => {
    const first = await signInThroughIssuer(ctx.app, { email: 'again@example.com', name: 'Again' });
    await ctx.app.inject({ method: 'POST', url: '/api/auth/create-user', headers: bearer(first.token!), payload: { role: 'INVESTOR' } });
    const oldId = (await ctx.app.inject({ url: '/api/users/me', headers: bearer(first.token!) })).json().id;
    await ctx.app.inject({ method: 'DELETE', url: '/api/users/me', headers: bearer(first.token!), payload: { confirm: 'DELETE' } });
    expect(await ctx.database.db.$count(sessions, eq(sessions.email, 'again@example.com'))).toBe(0);

    const second = await signInThroughIssuer(ctx.app, { email: 'again@example.com', name: 'Again' });
    expect((await ctx.app.inject({ url: '/api/users/me', headers: bearer(second.token!) })).statusCode).toBe(404);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/create-user', headers: bearer(second.token!), payload: { role: 'FOUNDER' } });
    const me = (await ctx.app.inject({ url: '/api/users/me', headers: bearer(second.token!) })).json();
    expect(me.id).not.toBe(oldId);
    expect(me.role).toBe('FOUNDER');
  });
});
