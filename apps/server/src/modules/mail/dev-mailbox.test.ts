import { eq } from 'drizzle-orm';
import { afterEach, expect, it, vi } from 'vitest';
import { mailJobs } from '../../db/schema/index';
import { matchedPair } from '../../../test/helpers/factories';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app';

let ctx: TestContext | undefined;
afterEach(() => ctx?.close());

const WAIT = { timeout: 10_000, interval: 100 };

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
