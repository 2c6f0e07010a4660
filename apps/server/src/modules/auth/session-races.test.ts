import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions, users } from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app';
import { signUp } from '../../../test/helpers/sign-in';
import { pauseNextTransaction } from '../../../test/helpers/pause';
import { noSockets } from '../realtime/realtime';
import { suspendUser } from '../safety/safety.service';
import { startSession } from './login-attempts.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('a sign-in that finishes at the moment an admin suspends the account', () => {
  it('leaves the suspended account no session: the suspension ends the new one, or the sign-in sees it', async () => {
    const { userId } = await signUp(ctx.app, { email: 'suspended-mid-sign-in@example.com', name: 'Mid Sign In' });
    const { db } = ctx.database;
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    const identity = { uid: user!.oidcSubject, email: user!.email, displayName: user!.name, photoURL: null };
    const pause = pauseNextTransaction(db, () => suspendUser(db, userId, noSockets));
    const [started] = await Promise.allSettled([startSession(db, identity)]);
    pause.restore();
    expect((await pause.other()).status).toBe('fulfilled');
    expect(started.status).toBe('fulfilled');
    expect(await db.$count(sessions, eq(sessions.subject, user!.oidcSubject))).toBe(0);
  });

  it('gives an account that is not suspended its session', async () => {
    const { userId } = await signUp(ctx.app, { email: 'not-suspended@example.com', name: 'Not Suspended' });
    const { db } = ctx.database;
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    const token = await startSession(db, { uid: user!.oidcSubject, email: user!.email, displayName: user!.name, photoURL: null });
    expect(token).toEqual(expect.any(String));
    expect(await db.$count(sessions, eq(sessions.subject, user!.oidcSubject))).toBe(2);
  });
});
