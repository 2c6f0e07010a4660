import { eq } from 'drizzle-orm';
import { afterEach, expect, it, vi } from 'vitest';
import { mailJobs } from '../../db/schema/index';
import { matchedPair } from '../../../test/helpers/factories';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app';

let ctx: TestContext | undefined;
afterEach(() => ctx?.close());

const WAIT = { timeout: 10_000, interval: 100 };

/** An app whose mailbox holds a match's two mails. */
async function mailboxWithMail(): Promise<TestContext> {
  ctx = await createTestApp();
  await matchedPair(ctx.app);
  await vi.waitFor(async () => expect((await ctx!.app.inject({ url: '/dev/mail' })).body).toContain('<article'), WAIT);
  return ctx;
}

it('shows what would have been sent at /dev/mail when no SMTP server is set, outside production', async () => {
  ctx = await createTestApp();
  const { roomId } = await matchedPair(ctx.app);
  await vi.waitFor(async () => {
    const page = await ctx!.app.inject({ url: '/dev/mail' });
    expect(page.body.match(/<article/g)).toHaveLength(2);
  }, WAIT);
  const page = await ctx.app.inject({ url: '/dev/mail' });
  expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(page.body).toContain('Development mailbox');
  expect(page.body).toMatch(/It&#39;s a Match with (Alice|Bruno) \d+!/);
  expect(page.body).toContain(`/app/chat?room=${roomId}`);
  const html = await ctx.app.inject({ url: '/dev/mail/0' });
  expect(html.body).toContain(`href="http://localhost:3000/app/chat?room=${roomId}"`);
  expect((await ctx.app.inject({ url: '/dev/mail/7' })).statusCode).toBe(404);
});

it('sends nothing in production without SMTP_URL, has no mailbox, and says so once at start', async () => {
  const lines: string[] = [];
  const stream = { write: (line: string) => void lines.push(line) };
  ctx = await createTestApp({
    env: { NODE_ENV: 'production', LOCAL_SIGN_IN: 'on', LOG_LEVEL: 'warn' },
    logger: { stream },
  });
  const { a } = await matchedPair(ctx.app);
  expect((await ctx.app.inject({ url: '/dev/mail' })).statusCode).toBe(404);
  await vi.waitFor(async () => {
    const jobs = await ctx!.database.db.select().from(mailJobs).where(eq(mailJobs.userId, a.userId));
    expect(jobs.map((job) => [job.status, job.lastError])).toEqual([['skipped', 'SMTP_URL is not set']]);
  }, WAIT);
  expect(lines.filter((line) => line.includes('SMTP_URL is not set: no e-mail will be sent'))).toHaveLength(1);
});

it('opens only from the machine the server runs on: the mail of everyone is in it', async () => {
  ctx = await mailboxWithMail();
  for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
    expect((await ctx.app.inject({ url: '/dev/mail', remoteAddress })).statusCode, remoteAddress).toBe(200);
  }
  for (const remoteAddress of ['192.0.2.7', '10.0.0.2', '2001:db8::1']) {
    for (const url of ['/dev/mail', '/dev/mail/0']) {
      const page = await ctx.app.inject({ url, remoteAddress, headers: { 'x-forwarded-for': '127.0.0.1' } });
      expect({ url, remoteAddress, status: page.statusCode }).toEqual({ url, remoteAddress, status: 403 });
      expect(page.body).toContain('The development mailbox opens only on the machine the server runs on.');
      expect(page.body).not.toContain('@example.com');
    }
  }
});

it('stays shut to a request a proxy on this machine passed on: it came from wherever the proxy was reached', async () => {
  ctx = await mailboxWithMail();
  const proxied = [
    { 'x-forwarded-for': '203.0.113.9' },
    { forwarded: 'for=203.0.113.9;proto=https' },
    { 'x-real-ip': '203.0.113.9' },
    { 'x-forwarded-host': 'seedmatch.example' },
    { 'x-forwarded-proto': 'https' },
  ];
  for (const headers of proxied) {
    const page = await ctx.app.inject({ url: '/dev/mail', remoteAddress: '127.0.0.1', headers });
    expect({ headers, status: page.statusCode }).toEqual({ headers, status: 403 });
    expect(page.body).not.toContain('@example.com');
  }
});

it('stays shut to a request for another host name: a page that rebinds its name to 127.0.0.1, or a proxy that passes Host on alone', async () => {
  ctx = await mailboxWithMail();
  // The browser on this machine connects from loopback with the attacker's name in Host; so does an nginx
  // with `proxy_set_header Host $host` and no forwarded-for header.
  for (const host of ['attacker.example:3000', 'seedmatch.example', '127.0.0.1.attacker.example:3000', '192.0.2.7:3000']) {
    const page = await ctx.app.inject({ url: '/dev/mail', remoteAddress: '127.0.0.1', headers: { host } });
    expect({ host, status: page.statusCode }).toEqual({ host, status: 403 });
    expect(page.body).not.toContain('@example.com');
  }
  for (const host of ['localhost:3000', 'localhost', '127.0.0.1:3000', '[::1]:3000', 'app.localhost:3000']) {
    const page = await ctx.app.inject({ url: '/dev/mail', remoteAddress: '127.0.0.1', headers: { host } });
    expect({ host, status: page.statusCode }).toEqual({ host, status: 200 });
  }
});
