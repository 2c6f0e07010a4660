import { eq, inArray, sql } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { challenges, mailJobs, type ChallengeRow } from '../../db/schema/index';
import { submitIdea } from '../../../test/helpers/factories';
import { bearer, signUp } from '../../../test/helpers/sign-in';
import { mailTestApp } from '../../../test/helpers/mail-app';
import { TEST_PUBLIC_URL } from '../../../test/helpers/test-app';
import { createChallenge } from '../challenges/challenges.service';

const mailApp = mailTestApp();

const WAIT = { timeout: 10_000, interval: 100 };
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let challengesMade = 0;
/** A challenge starting `fromNow` ms from now on the test clock (negative: already running). */
async function challengeStarting(fromNow: number) {
  challengesMade += 1;
  const startsAt = new Date(mailApp.clock.now().getTime() + fromNow);
  return createChallenge(mailApp.ctx.database.db, { startsAt, title: `Challenge ${challengesMade}` });
}

/** Moves the test clock to `offset` ms from `at` (negative: before it). */
const advanceTo = (at: Date, offset: number) => mailApp.clock.advance(at.getTime() + offset - mailApp.clock.now().getTime());

const post = (token: string, url: string, payload?: object) =>
  mailApp.ctx.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });

let people = 0;
/** A founder who joined `challenge`, with challenge mail turned on unless `mail` is false. */
async function participant(challenge: ChallengeRow, { mail = true } = {}) {
  people += 1;
  const email = `challenge-mail-${people}@example.com`;
  const person = await signUp(mailApp.ctx.app, { email, name: `Challenger ${people}` });
  if (mail) {
    const on = await mailApp.ctx.app.inject({
      method: 'PUT',
      url: '/api/users/me/mail',
      headers: bearer(person.token),
      payload: { challenge: true },
    });
    expect(on.json()).toMatchObject({ challenge: true });
  }
  const joined = await post(person.token, `/api/challenges/${challenge.id}/join`);
  expect(joined.json().message).toBe('You joined the challenge!');
  return { ...person, mails: () => mailApp.smtp.to(email) };
}

/** The mail jobs of these people, once every one is done or waits for a time still ahead. */
const settled = (...who: { userId: string }[]) =>
  vi.waitFor(async () => {
    const jobs = await mailApp.ctx.database.db
      .select()
      .from(mailJobs)
      .where(
        inArray(
          mailJobs.userId,
          who.map((person) => person.userId),
        ),
      );
    expect(jobs.every((job) => job.status !== 'pending' || job.runAfter > mailApp.clock.now())).toBe(true);
    return jobs;
  }, WAIT);

it('reminds a participant who turned challenge mail on a day before the start, not earlier, with a link to the challenge', async () => {
  const challenge = await challengeStarting(72 * HOUR);
  const keen = await participant(challenge);
  const quiet = await participant(challenge, { mail: false });

  advanceTo(challenge.startsAt, -24 * HOUR - MINUTE);
  await settled(keen, quiet);
  expect(keen.mails()).toHaveLength(0);

  advanceTo(challenge.startsAt, -24 * HOUR + MINUTE);
  await vi.waitFor(() => expect(keen.mails()).toHaveLength(1), WAIT);
  const [mail] = keen.mails();
  expect(mail!.subject).toBe(`${challenge.title} starts in under 24 hours`);
  expect(mail!.text).toContain(`Open the challenge: ${TEST_PUBLIC_URL}/app/challenge`);
  // Challenge mail is off by default: the other participant's reminder is skipped.
  const jobs = await settled(quiet);
  expect(jobs.find((job) => job.template === 'challengeStarts')!.status).toBe('skipped');
  expect(quiet.mails()).toHaveLength(0);
});

it('sends no reminder to someone who left the challenge', async () => {
  const challenge = await challengeStarting(72 * HOUR);
  const leaver = await participant(challenge);
  expect((await post(leaver.token, `/api/challenges/${challenge.id}/leave`)).statusCode).toBe(200);

  advanceTo(challenge.startsAt, -24 * HOUR + MINUTE);
  const jobs = await settled(leaver);
  expect(jobs.find((job) => job.template === 'challengeStarts')!.status).toBe('skipped');
  expect(leaver.mails()).toHaveLength(0);
});

it('reminds a participant 3 hours before the end that submissions close, unless they submitted', async () => {
  const challenge = await challengeStarting(-HOUR);
  const late = await participant(challenge);
  const done = await participant(challenge);
  const idea = await submitIdea(mailApp.ctx.app, done.token);
  mailApp.clock.advance(31 * MINUTE);
  const submitted = await post(done.token, `/api/challenges/${challenge.id}/submit`, {
    ideaId: idea.id,
    githubUrl: 'https://github.com/done/mvp',
  });
  expect(submitted.statusCode).toBe(201);

  advanceTo(challenge.endsAt, -3 * HOUR - MINUTE);
  await settled(late, done);
  expect(late.mails()).toHaveLength(0);

  advanceTo(challenge.endsAt, -3 * HOUR + MINUTE);
  await vi.waitFor(() => expect(late.mails()).toHaveLength(1), WAIT);
  expect(late.mails()[0]!.subject).toBe('Submissions close in under 3 hours');
  expect(late.mails()[0]!.text).toContain(`${challenge.title} ends in under 3 hours, and you have not submitted an MVP yet.`);
  const jobs = await settled(done);
  expect(jobs.map((job) => [job.template, job.status])).toEqual([['challengeCloses', 'skipped']]);
  expect(done.mails()).toHaveLength(0);
});

it('gives no start reminder to someone who joins within the last day before the start, only the closing one', async () => {
  const challenge = await challengeStarting(10 * HOUR);
  const newcomer = await participant(challenge);
  const queued = await mailApp.ctx.database.db.select().from(mailJobs).where(eq(mailJobs.userId, newcomer.userId));
  expect(queued.map((job) => job.key)).toEqual([`challenge-closes:${challenge.id}:${newcomer.userId}`]);

  advanceTo(challenge.startsAt, MINUTE);
  await settled(newcomer);
  expect(newcomer.mails()).toHaveLength(0);
  advanceTo(challenge.endsAt, -3 * HOUR + MINUTE);
  await vi.waitFor(() => expect(newcomer.mails()).toHaveLength(1), WAIT);
  expect(newcomer.mails()[0]!.subject).toBe('Submissions close in under 3 hours');
});

it('puts the start reminder off to a day before the new start when the start moves later', async () => {
  const challenge = await challengeStarting(72 * HOUR);
  const keen = await participant(challenge);
  const [moved] = await mailApp.ctx.database.db
    .update(challenges)
    .set({ startsAt: sql`${challenges.startsAt} + interval '1 day'`, endsAt: sql`${challenges.endsAt} + interval '1 day'` })
    .where(eq(challenges.id, challenge.id))
    .returning();

  advanceTo(challenge.startsAt, -24 * HOUR + MINUTE);
  const jobs = await settled(keen);
  expect(jobs.find((job) => job.template === 'challengeStarts')!.runAfter).toEqual(new Date(moved!.startsAt.getTime() - 24 * HOUR));
  expect(keen.mails()).toHaveLength(0);

  advanceTo(moved!.startsAt, -24 * HOUR + MINUTE);
  await vi.waitFor(() => expect(keen.mails()).toHaveLength(1), WAIT);
  expect(keen.mails()[0]!.subject).toBe(`${challenge.title} starts in under 24 hours`);
});
