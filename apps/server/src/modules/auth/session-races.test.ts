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

/** A new founder, and the identity their next sign-in brings. */
async function signedUp(email: string, name: string) {
  const { userId } = await signUp(ctx.app, { email, name });
  const [user] = await ctx.database.db.select().from(users).where(eq(users.id, userId));
  return { userId, subject: user!.oidcSubject, identity: { uid: user!.oidcSubject, email, displayName: name, photoURL: null } };
}

describe('a sign-in that finishes at the moment an admin suspends the account', () => {
  it('leaves the suspended account no session: the suspension ends the new one, or the sign-in sees it', async () => {
    const { userId, subject, identity } = await signedUp('suspended-mid-sign-in@example.com', 'Mid Sign In');
    const { db } = ctx.database;
    const pause = pauseNextTransaction(db, () => suspendUser(db, userId, noSockets));
    const [started] = await Promise.allSettled([startSession(db, identity)]);
    pause.restore();
    expect((await pause.other()).status).toBe('fulfilled');
    expect(started.status).toBe('fulfilled');
    expect(await db.$count(sessions, eq(sessions.subject, subject))).toBe(0);
  });

  it('gives an account that is not suspended its session', async () => {
    const { subject, identity } = await signedUp('not-suspended@example.com', 'Not Suspended');
    const { db } = ctx.database;
    expect(await startSession(db, identity)).toEqual(expect.any(String));
    expect(await db.$count(sessions, eq(sessions.subject, subject))).toBe(2);
  });
});
