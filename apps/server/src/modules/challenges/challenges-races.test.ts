import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SubmitMvpBodySchema } from '@seedmatch/shared/challenge';
import { createClock } from '../../lib/clock';
import { mvpSubmissions, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app';
import { bearer, signUp } from '../../../test/helpers/sign-in';
import { submitIdea } from '../../../test/helpers/factories';
import { pauseNextTransaction } from '../../../test/helpers/pause';
import { noSockets } from '../realtime/realtime';
import { deleteAccount } from '../users/account.service';
import { deleteIdea } from '../ideas/my-ideas.service';
import { submitMvp } from './submit-mvp.service';

const clock = createClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(() => ctx.close());

/** A founder who joined the current challenge 31 minutes ago, with one idea to ship and its submission. */
async function readyToShip(name: string) {
  const me = await signUp(ctx.app, { email: `${name.toLowerCase().replaceAll(' ', '-')}@example.com`, name });
  const idea = await submitIdea(ctx.app, me.token, { title: `${name}'s idea` });
  const { id } = (await ctx.app.inject({ url: '/api/challenges/current', headers: bearer(me.token) })).json();
  await ctx.app.inject({ method: 'POST', url: `/api/challenges/${id}/join`, headers: bearer(me.token) });
  clock.advance(31 * 60_000);
  const [row] = await ctx.database.db.select().from(users).where(eq(users.id, me.userId));
  const body = SubmitMvpBodySchema.parse({ ideaId: idea.id, githubUrl: 'https://github.com/ada/shipping', hasReadme: true });
  return { user: row!, challengeId: id as string, ideaId: idea.id as string, body };
}

/** Submits while `meanwhile` runs on another connection from the submission's first read on. */
async function submitWhile(ready: Awaited<ReturnType<typeof readyToShip>>, meanwhile: () => Promise<unknown>) {
  const pause = pauseNextTransaction(ctx.database.db, meanwhile);
  const [submitted] = await Promise.allSettled([submitMvp(ctx.database.db, ready.user, ready.challengeId, ready.body, clock.now())]);
  pause.restore();
  return { submitted, other: await pause.other() };
}

describe('an MVP submitted at the moment its founder deletes their account (another device)', () => {
  it('deletes the account and answers the submission without a 500, keeping no MVP of a deleted user', async () => {
    const ready = await readyToShip('Ships And Leaves');
    const { db } = ctx.database;
    const { submitted, other } = await submitWhile(ready, () => deleteAccount(db, ready.user, noSockets));
    expect(other.status).toBe('fulfilled');
    if (submitted.status === 'rejected') expect(submitted.reason).toMatchObject(new AppError(404, 'User not found'));
    expect(await db.$count(mvpSubmissions, eq(mvpSubmissions.userId, ready.user.id))).toBe(0);
    expect(await db.$count(users, eq(users.id, ready.user.id))).toBe(0);
  });
});

describe('an MVP submitted at the moment its idea is deleted (another tab)', () => {
  it('deletes the idea and answers the submission 404 Idea not found or stores it, never a 500', async () => {
    const ready = await readyToShip('Ships And Deletes');
    const { db } = ctx.database;
    const { submitted, other } = await submitWhile(ready, () => deleteIdea(db, ready.user, ready.ideaId));
    expect(other.status).toBe('fulfilled');
    const stored = await db.select().from(mvpSubmissions).where(eq(mvpSubmissions.userId, ready.user.id));
    if (submitted.status === 'rejected') {
      expect(submitted.reason).toMatchObject(new AppError(404, 'Idea not found'));
      expect(stored).toEqual([]);
    } else {
      // Stored first: the deletion that followed leaves the MVP standing without its idea.
      expect(stored).toMatchObject([{ ideaId: null }]);
    }
  });
});
