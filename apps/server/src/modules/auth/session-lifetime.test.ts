import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SESSION_IDLE_DAYS } from '@seedmatch/shared/constants';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app';
import { bearer, signInThroughIssuer, signUp } from '../../../test/helpers/sign-in';
import { connectSocket, disconnection, type ClientSocket } from '../../../test/helpers/sockets';
import { sessions } from '../../db/schema/index';
import { hashToken, SESSION_TOUCH_MS } from './session.service';

const DAY_MS = 24 * 60 * 60 * 1000;
let ctx: TestContext;
let url: string;
const open: ClientSocket[] = [];

beforeAll(async () => {
  // No sweep: the sockets tested here end at once or not at all.
  ctx = await createTestApp({ sessionSweepMs: 600_000 });
  url = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  open.forEach((socket) => socket.disconnect());
  await ctx.close();
});

const me = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
const sessionOf = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/auth/session', headers: bearer(token) });

async function lastUsed(token: string, set?: Date): Promise<Date> {
  const where = eq(sessions.tokenHash, hashToken(token));
  if (set) await ctx.database.db.update(sessions).set({ lastUsedAt: set }).where(where);
  const [row] = await ctx.database.db.select({ lastUsedAt: sessions.lastUsedAt }).from(sessions).where(where);
  return row!.lastUsedAt;
}

describe('idle sessions', () => {
  it('refuses a session unused for longer than the idle window, and keeps one used within it', async () => {
    const idle = await signUp(ctx.app, { email: 'idle@example.com', name: 'Idle' });
    const recent = await signUp(ctx.app, { email: 'recent@example.com', name: 'Recent' });
    await lastUsed(idle.token, new Date(Date.now() - SESSION_IDLE_DAYS * DAY_MS - 60_000));
    await lastUsed(recent.token, new Date(Date.now() - SESSION_IDLE_DAYS * DAY_MS + 60 * 60_000));
    expect((await me(idle.token)).statusCode).toBe(401);
    expect((await sessionOf(idle.token)).statusCode).toBe(401);
    await expect(connectSocket(url, idle.token).ready).rejects.toThrow('unauthorized');
    expect((await me(recent.token)).statusCode).toBe(200);
    // Being used starts the idle window afresh.
    expect(Date.now() - (await lastUsed(recent.token)).getTime()).toBeLessThan(60_000);
  });

  it('records use at most once every few minutes, not on every request', async () => {
    const user = await signUp(ctx.app, { email: 'touch@example.com', name: 'Touch' });
    const fresh = new Date(Date.now() - SESSION_TOUCH_MS / 2);
    await lastUsed(user.token, fresh);
    expect((await me(user.token)).statusCode).toBe(200);
    expect((await lastUsed(user.token)).getTime()).toBe(fresh.getTime());
    await lastUsed(user.token, new Date(Date.now() - SESSION_TOUCH_MS - 1000));
    expect((await me(user.token)).statusCode).toBe(200);
    expect(Date.now() - (await lastUsed(user.token)).getTime()).toBeLessThan(60_000);
  });
});

describe('sign out everywhere', () => {
  it('revokes every session of the user and disconnects their sockets, other users untouched', async () => {
    const user = await signUp(ctx.app, { email: 'everywhere@example.com', name: 'Everywhere' });
    const laptop = await signInThroughIssuer(ctx.app, { email: 'everywhere@example.com', name: 'Everywhere' });
    const bystander = await signUp(ctx.app, { email: 'bystander@example.com', name: 'Bystander' });
    const laptopSocket = await connectSocket(url, laptop.token!).ready;
    const bystanderSocket = await connectSocket(url, bystander.token).ready;
    open.push(laptopSocket, bystanderSocket);
    const ended = disconnection(laptopSocket, 1000);

    const answer = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout-all', headers: bearer(user.token) });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true });
    expect(await ended).toBe('io server disconnect');
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await me(laptop.token!)).statusCode).toBe(401);
    expect((await me(bystander.token)).statusCode).toBe(200);
    expect(bystanderSocket.connected).toBe(true);
  });

  it('answers 401 without a live session', async () => {
    const answer = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout-all' });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ error: expect.any(String) });
  });
});
