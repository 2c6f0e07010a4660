import { afterAll, beforeAll } from 'vitest';
import { createClock } from '../../src/lib/clock';
import { startSmtpSink } from './smtp-sink';
import { createTestApp, type TestContext } from './test-app';

/**
 * A test app whose mail goes to a local SMTP server, on a clock the tests move; started before the file's
 * tests and stopped after them. Its parts are read once the tests run.
 */
export function mailTestApp() {
  const clock = createClock();
  const mail = { clock } as { clock: typeof clock; ctx: TestContext; smtp: Awaited<ReturnType<typeof startSmtpSink>> };
  beforeAll(async () => {
    mail.smtp = await startSmtpSink();
    mail.ctx = await createTestApp({ clock, env: { SMTP_URL: mail.smtp.url } });
  });
  afterAll(async () => {
    await mail.ctx.close();
    await mail.smtp.close();
  });
  return mail;
}
