import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SESSION_IDLE_DAYS } from '@seedmatch/shared/constants';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app';
import { bearer, signInThroughIssuer, signUp } from '../../../test/helpers/sign-in';
import { matchedPair, sendChat } from '../../../test/helpers/factories';
import { connectSocket, disconnection, emitWithAck, noEvent, type ClientSocket } from '../../../test/helpers/sockets';
import { sessions } from '../../db/schema/index';
import { hashToken } from '../auth/session.service';
import { suspendUser } from '../safety/safety.service';
import { noSockets } from './realtime';

// The sweep stays out of the way here, so a socket that ends did so at once, not at the next sweep.
const NO_SWEEP_MS = 600_000;
const SWEEP_MS = 300;
let ctx: TestContext;
let sweeping: TestContext;
const urls = new Map<TestContext, string>();
const open: ClientSocket[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ sessionSweepMs: NO_SWEEP_MS });
  sweeping = await createTestApp({ sessionSweepMs: SWEEP_MS });
  for (const context of [ctx, sweeping]) urls.set(context, await context.app.listen({ port: 0, host: '127.0.0.1' }));
});
afterAll(async () => {
  open.forEach((socket) => socket.disconnect());
  await ctx.close();
  await sweeping.close();
});

async function connected(token: string, context = ctx) {
  const socket = await connectSocket(urls.get(context)!, token).ready;
  open.push(socket);
  return socket;
}

/** A matched pair with B's socket in the conversation. */
async function listening(context = ctx) {
  const pair = await matchedPair(context.app);
  const bSocket = await connected(pair.b.token, context);
  expect(await emitWithAck(bSocket, 'join:chat', { roomId: pair.roomId })).toEqual({ ok: true });
  return { ...pair, bSocket };
}

async function expectNoMoreMessages(socket: ClientSocket, from: { token: string }, roomId: string, context = ctx) {
  const quiet = noEvent(socket, 'chat:message');
  const quietToUser = noEvent(socket, 'chat:new_message');
  expect((await sendChat(context.app, from.token, { chatRoomId: roomId, content: 'After the end' })).statusCode).toBe(201);
  await quiet;
  await quietToUser;
}

describe('sockets end with their session', () => {
  it('logout disconnects that session’s socket at once; it hears no more messages', async () => {
    const { a, b, roomId, bSocket } = await listening();
    const ended = disconnection(bSocket, 1000);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(b.token) })).statusCode).toBe(200);
    expect(await ended).toBe('io server disconnect');
    await expectNoMoreMessages(bSocket, a, roomId);
  });

  it('logout leaves the same user’s other sessions connected', async () => {
    const user = await signUp(ctx.app, { email: 'two-browsers@example.com', name: 'Two Browsers' });
    const second = await signInThroughIssuer(ctx.app, { email: 'two-browsers@example.com', name: 'Two Browsers' });
    const first = await connected(user.token);
    const kept = await connected(second.token!);
    const ended = disconnection(first, 1000);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(user.token) });
    await ended;
    await expect(disconnection(kept, 500)).rejects.toThrow('still connected');
  });

  it('account deletion disconnects every socket of the user at once', async () => {
    const { b, bSocket } = await listening();
    const again = await signInThroughIssuer(ctx.app, { email: await emailOf(b.token), name: 'Again' });
    const otherSocket = await connected(again.token!);
    const endings = [disconnection(bSocket, 1000), disconnection(otherSocket, 1000)];
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: bearer(b.token),
      payload: { confirm: 'DELETE' },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await Promise.all(endings)).toEqual(['io server disconnect', 'io server disconnect']);
  });

  it('suspension by the operator command (another process, no Redis) ends the user’s sockets at the next sweep', async () => {
    const { a, b, roomId, bSocket } = await listening(sweeping);
    const ended = disconnection(bSocket, 3 * SWEEP_MS);
    await suspendUser(sweeping.database.db, b.userId, noSockets);
    expect(await ended).toBe('io server disconnect');
    // The conversation is hidden with the suspended person: a message to them is refused outright.
    const quiet = noEvent(bSocket, 'chat:message');
    expect((await sendChat(sweeping.app, a.token, { chatRoomId: roomId, content: 'After the end' })).statusCode).toBe(404);
    await quiet;
  });

  it('drops a socket at the next sweep once its session has gone idle', async () => {
    const user = await signUp(sweeping.app, { email: 'gone-idle@example.com', name: 'Gone Idle' });
    const socket = await connected(user.token, sweeping);
    const ended = disconnection(socket, 3 * SWEEP_MS);
    const longAgo = new Date(Date.now() - (SESSION_IDLE_DAYS + 1) * 24 * 60 * 60 * 1000);
    await sweeping.database.db
      .update(sessions)
      .set({ lastUsedAt: longAgo })
      .where(eq(sessions.tokenHash, hashToken(user.token)));
    expect(await ended).toBe('io server disconnect');
  });

  it('drops a socket when its session expires', async () => {
    const user = await signUp(ctx.app, { email: 'expiring@example.com', name: 'Expiring' });
    const expiresAt = new Date(Date.now() + 1000);
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt })
      .where(eq(sessions.tokenHash, hashToken(user.token)));
    const socket = await connected(user.token);
    const reason = await disconnection(socket, 3000);
    expect(reason).toBe('io server disconnect');
    expect(Date.now()).toBeGreaterThanOrEqual(expiresAt.getTime());
  });
});

async function emailOf(token: string): Promise<string> {
  return (await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) })).json().email;
}
