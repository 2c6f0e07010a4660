import type { FastifyInstance } from 'fastify';
import type { MailConfig } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { serverSecret } from '../../lib/server-secret';
import { devMailboxRoutes } from './dev-mailbox.routes';
import { mailSettingsRoutes } from './mail-settings.routes';
import { startMailWorker } from './mail-worker';
import { mailTransport, type DevMailbox } from './transports';
import { unsubscribeRoutes } from './unsubscribe.routes';

/**
 * E-mail (docs/decisions/0047): the settings, the unsubscribe pages, the development mailbox when there is no SMTP server
 * outside production, and the worker that sends the outbox while the app runs. In production without
 * SMTP_URL nothing is sent, and start-up says so once.
 */
export async function mountMail(
  app: FastifyInstance,
  { db, clock, publicUrl, mail }: { db: Db; clock: Clock; publicUrl: string; mail: MailConfig },
) {
  const signingKey = await serverSecret(db, 'mail-unsubscribe');
  await app.register(unsubscribeRoutes, { db, signingKey, publicUrl });
  await app.register(mailSettingsRoutes, { db });
  const mailbox: DevMailbox = { mails: [] };
  if (mail.transport === 'dev-mailbox') await app.register(devMailboxRoutes, { mailbox });
  const transport = mailTransport(mail, mailbox);
  if (!transport) app.log.warn('SMTP_URL is not set: no e-mail will be sent');
  let worker: ReturnType<typeof startMailWorker> | undefined;
  app.addHook('onReady', async () => {
    // With mail off the worker still empties the outbox, marking each mail skipped.
    worker = startMailWorker({ db, transport, clock, publicUrl, from: mail.from, signingKey, log: app.log });
  });
  app.addHook('onClose', async () => {
    await worker?.stop();
    transport?.close();
  });
}
