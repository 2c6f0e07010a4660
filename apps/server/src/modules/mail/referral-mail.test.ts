import { eq } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { mailJobs } from '../../db/schema/index';
import { bearer, signInThroughIssuer } from '../../../test/helpers/sign-in';
import { mailTestApp } from '../../../test/helpers/mail-app';
import { TEST_PUBLIC_URL } from '../../../test/helpers/test-app';

const mailApp = mailTestApp();

const WAIT = { timeout: 10_000, interval: 100 };

let people = 0;
/** A new founder, signed up with `referralCode` when given. */
async function join(referralCode?: string) {
  people += 1;
  const account = { email: `referral-mail-${people}@example.com`, name: `Friend ${people}` };
  const { token } = await signInThroughIssuer(mailApp.ctx.app, account);
  const created = await mailApp.ctx.app.inject({
    method: 'POST',
    url: '/api/auth/create-user',
    headers: bearer(token!),
    payload: { role: 'FOUNDER', ...(referralCode ? { referralCode } : {}) },
  });
  const me = (await mailApp.ctx.app.inject({ url: '/api/users/me', headers: bearer(token!) })).json();
  return { ...account, token: token!, userId: created.json().user.id as string, code: me.referralCode as string };
}

const turnOnReferralMail = (token: string) =>
  mailApp.ctx.app.inject({ method: 'PUT', url: '/api/users/me/mail', headers: bearer(token), payload: { referrals: true } });

/** The mail job about `friend` joining, once the worker has dealt with it as far as `expected`. */
const jobAbout = (friend: { userId: string }, expected: object) =>
  vi.waitFor(async () => {
    const [job] = await mailApp.ctx.database.db
      .select()
      .from(mailJobs)
      .where(eq(mailJobs.key, `referral:${friend.userId}`));
    expect(job).toMatchObject(expected);
    return job!;
  }, WAIT);

it('mails a referrer who turned referral mail on when a friend joins with their link, with the points and a link to referrals', async () => {
  const referrer = await join();
  expect((await turnOnReferralMail(referrer.token)).json()).toMatchObject({ referrals: true });
  const friend = await join(referrer.code);

  await vi.waitFor(() => expect(mailApp.smtp.to(referrer.email)).toHaveLength(1), WAIT);
  const [mail] = mailApp.smtp.to(referrer.email);
  expect(mail!.subject).toBe(`${friend.name} joined SeedMatch with your link`);
  expect(mail!.text).toContain('which earned you 25 points');
  expect(mail!.text).toContain(`See your referrals: ${TEST_PUBLIC_URL}/app/referrals`);
  expect(mail!.text).toContain('You get this because e-mails about referrals are on.');
  expect(await jobAbout(friend, { status: 'sent', userId: referrer.userId })).toMatchObject({ data: { aboutUserId: friend.userId } });
  expect(mailApp.smtp.to(friend.email)).toHaveLength(0);
});

it('sends nothing to a referrer who left referral mail off, as it is by default', async () => {
  const referrer = await join();
  const friend = await join(referrer.code);
  await jobAbout(friend, { status: 'skipped', userId: referrer.userId });
  expect(mailApp.smtp.to(referrer.email)).toHaveLength(0);
});

it('sends nothing once the friend blocked the referrer before the mail went', async () => {
  const referrer = await join();
  await turnOnReferralMail(referrer.token);
  // The SMTP server refuses the first try, so the mail is still to go when the block comes.
  mailApp.smtp.refuseNext(1);
  const friend = await join(referrer.code);
  await jobAbout(friend, { status: 'pending', attempts: 1, lastError: expect.stringContaining('Try again later') });
  const blocked = await mailApp.ctx.app.inject({
    method: 'POST',
    url: `/api/users/${referrer.userId}/block`,
    headers: bearer(friend.token),
  });
  expect(blocked.statusCode).toBe(200);
  mailApp.clock.advance(31_000);
  await jobAbout(friend, { status: 'skipped' });
  expect(mailApp.smtp.to(referrer.email)).toHaveLength(0);
});
