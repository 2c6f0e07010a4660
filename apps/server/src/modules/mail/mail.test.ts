import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailJobs, users } from '../../db/schema/index';
import { createClock } from '../../lib/clock';
import { matchedPair } from '../../../test/helpers/factories';
import { bearer } from '../../../test/helpers/sign-in';
import { enqueueMail } from './outbox';
import { startSmtpSink } from '../../../test/helpers/smtp-sink';
import { createTestApp, TEST_PUBLIC_URL, type TestContext } from '../../../test/helpers/test-app';

let ctx: TestContext;
const clock = createClock();
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  smtp = await startSmtpSink();
  ctx = await createTestApp({ clock, env: { SMTP_URL: smtp.url, MAIL_FROM: 'SeedMatch <hello@seedmatch.test>' } });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const emailOf = async (userId: string) =>
  (await ctx.database.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]!.email;

/** The one mail `address` received, once it has. */
async function mailTo(address: string) {
  await vi.waitFor(() => expect(smtp.to(address)).toHaveLength(1), WAIT);
  return smtp.to(address)[0]!;
}

/** A header as the mail carries it, unfolded. */
const header = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((line) => line.key === name)
    ?.line.replace(/\r?\n\s+/g, ' ')
    .replace(/^[^:]+:\s*/, '');

/** The worker looks at the outbox every second. */
const WAIT = { timeout: 10_000, interval: 100 };

const unsubscribeLink = (text: string) => /Turn them off: (\S+)/.exec(text)![1]!;

describe('a new match', () => {
  it('mails both people, in text and HTML, with a link to their chat and a one-click unsubscribe', async () => {
    const { a, b, roomId } = await matchedPair(ctx.app);
    const [aEmail, bEmail] = [await emailOf(a.userId), await emailOf(b.userId)];
    const toA = await mailTo(aEmail);
    const toB = await mailTo(bEmail);

    expect(toA.from?.value).toEqual([{ name: 'SeedMatch', address: 'hello@seedmatch.test' }]);
    expect(toA.subject).toMatch(/^It's a Match with Bruno \d+!$/);
    expect(toB.subject).toMatch(/^It's a Match with Alice \d+!$/);
    // Each is told whose idea the match came with: the one who liked last, the other person's; the other, their own.
    expect(toA.text).toMatch(/You liked Bruno \d+'s idea “Pair \d+ idea B”, and Bruno \d+ had liked one of yours\./);
    expect(toB.text).toMatch(/Alice \d+ liked your idea “Pair \d+ idea B”, and you had liked one of theirs\./);
    for (const mail of [toA, toB]) {
      expect(mail.text).toContain(`${TEST_PUBLIC_URL}/app/chat?room=${roomId}`);
      expect(mail.html).toContain(`href="${TEST_PUBLIC_URL}/app/chat?room=${roomId}"`);
      expect(mail.html).toContain('<html lang="en">');
      expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect(header(mail, 'list-unsubscribe')).toBe(`<${unsubscribeLink(mail.text || '')}>`);
    }
    const jobs = await ctx.database.db.select().from(mailJobs).where(eq(mailJobs.status, 'sent'));
    expect(jobs.filter((job) => job.userId === a.userId || job.userId === b.userId)).toHaveLength(2);
  });

  it('stops for a person who unsubscribed with the link (a mail app posts it), and only for them', async () => {
    const first = await matchedPair(ctx.app);
    const aEmail = await emailOf(first.a.userId);
    const link = new URL(unsubscribeLink((await mailTo(aEmail)).text!));

    const asked = await ctx.app.inject({ url: `${link.pathname}${link.search}` });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('Stop e-mails about new matches?');
    const done = await ctx.app.inject({
      method: 'POST',
      url: `${link.pathname}${link.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain("You won't get e-mails about new matches any more.");

    // Alice matches again: Carol hears of it, Alice does not.
    const { signUp } = await import('../../../test/helpers/sign-in');
    const { submitIdea, swipe } = await import('../../../test/helpers/factories');
    const carol = await signUp(ctx.app, { email: 'mail-carol@example.com', name: 'Carol Mail' });
    const carolIdea = await submitIdea(ctx.app, carol.token, { title: 'Carol mail idea' });
    const aliceIdea = await submitIdea(ctx.app, first.a.token, { title: 'Alice second idea' });
    await swipe(ctx.app, carol.token, aliceIdea.id, 'RIGHT');
    expect((await swipe(ctx.app, first.a.token, carolIdea.id, 'RIGHT')).json().isMatch).toBe(true);
    await mailTo('mail-carol@example.com');
    await vi.waitFor(async () => {
      const pending = await ctx.database.db.select().from(mailJobs).where(eq(mailJobs.userId, first.a.userId));
      expect(pending.map((job) => job.status).sort()).toEqual(['sent', 'skipped']);
    }, WAIT);
    expect(smtp.to(aEmail)).toHaveLength(1);
  });

  it("refuses Alice's link altered to unsubscribe Bruno, changing nothing", async () => {
    const { a, b } = await matchedPair(ctx.app);
    const link = new URL(unsubscribeLink((await mailTo(await emailOf(a.userId))).text!));
    const forged = new URLSearchParams(link.search);
    forged.set('u', b.userId);
    for (const method of ['GET', 'POST'] as const) {
      const response = await ctx.app.inject({ method, url: `${link.pathname}?${forged.toString()}` });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('This link is not valid');
    }
    const rows = await ctx.database.db
      .select({ prefs: users.mailPreferences })
      .from(users)
      .where(inArray(users.id, [a.userId, b.userId]));
    expect(rows.map((row) => row.prefs)).toEqual([{}, {}]);
  });

  it('sends nothing to a suspended person, nor about someone either of them blocked', async () => {
    const { a, b } = await matchedPair(ctx.app);
    const [aEmail, bEmail] = [await emailOf(a.userId), await emailOf(b.userId)];
    await mailTo(aEmail);
    await mailTo(bEmail);
    await ctx.app.inject({ method: 'POST', url: `/api/users/${a.userId}/block`, headers: bearer(b.token) });
    await ctx.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, a.userId));
    const { db } = ctx.database;
    const data = { partnerName: 'Someone', ideaTitle: 'An idea', roomId: 'none' };
    await enqueueMail(db, { key: 'test:suspended', userId: a.userId, template: 'match', data: { ...data, aboutUserId: randomUUID() } });
    await enqueueMail(db, { key: 'test:blocked', userId: b.userId, template: 'match', data: { ...data, aboutUserId: a.userId } });
    await vi.waitFor(async () => {
      const jobs = await db
        .select()
        .from(mailJobs)
        .where(inArray(mailJobs.key, ['test:suspended', 'test:blocked']));
      expect(jobs.map((job) => job.status)).toEqual(['skipped', 'skipped']);
    }, WAIT);
    expect(smtp.to(aEmail)).toHaveLength(1);
    expect(smtp.to(bEmail)).toHaveLength(1);
  });

  it('tries again later when the SMTP server is busy, and sends the mail once', async () => {
    smtp.refuseNext(2);
    const { a, b } = await matchedPair(ctx.app);
    const { db } = ctx.database;
    const jobsOfPair = () =>
      db
        .select()
        .from(mailJobs)
        .where(inArray(mailJobs.userId, [a.userId, b.userId]));
    await vi.waitFor(async () => {
      const jobs = await jobsOfPair();
      expect(jobs.map((job) => [job.attempts, job.lastError])).toEqual([
        [1, expect.stringContaining('Try again later')],
        [1, expect.stringContaining('Try again later')],
      ]);
    }, WAIT);
    expect(smtp.to(await emailOf(a.userId))).toHaveLength(0);
    // The first retry comes 30 seconds later.
    clock.advance(31_000);
    await mailTo(await emailOf(a.userId));
    await mailTo(await emailOf(b.userId));
    await vi.waitFor(
      async () =>
        expect((await jobsOfPair()).map((job) => [job.status, job.attempts])).toEqual([
          ['sent', 2],
          ['sent', 2],
        ]),
      WAIT,
    );
  });
});

describe('mail settings', () => {
  it('shows each kind with its default (challenge reminders and referrals off), turns kinds on and off, and refuses what is not a kind', async () => {
    const { a } = await matchedPair(ctx.app);
    const get = () => ctx.app.inject({ url: '/api/users/me/mail', headers: bearer(a.token) });
    const put = (payload: unknown) =>
      ctx.app.inject({ method: 'PUT', url: '/api/users/me/mail', headers: bearer(a.token), payload: payload as object });
    const defaults = { matches: true, messages: true, intros: true, challenge: false, referrals: false };
    expect((await get()).json()).toEqual(defaults);
    expect((await put({ matches: false, referrals: true })).json()).toEqual({ ...defaults, matches: false, referrals: true });
    expect((await get()).json()).toEqual({ ...defaults, matches: false, referrals: true });
    for (const bad of [{ matches: 'no' }, { newsletters: true }, []]) {
      const refused = await put(bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(typeof refused.json().error).toBe('string');
    }
    expect((await put({ matches: true, referrals: false })).json()).toEqual(defaults);
    expect((await ctx.app.inject({ url: '/api/users/me/mail' })).statusCode).toBe(401);
  });
});
