import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { escapeHtml, simplePage } from '../../lib/html';
import { isThisMachine } from '../../lib/this-machine';
import type { DevMailbox } from './transports';

const ParamsSchema = z.object({ n: z.coerce.number().int().min(0).max(1000) });

// A proxy on this machine (nginx in front of a run that was left outside production) connects from loopback
// on behalf of anyone who reached it; these are the headers it says so with.
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip'];
/**
 * Whether the Host a request names is this machine. A page whose name was rebound to 127.0.0.1 reaches the
 * server from loopback with its own name here, and can read the answer; so does a proxy that passes Host on
 * with no forwarded-for header (nginx's `Host $host`).
 */
function namesThisMachine(host: string | undefined): boolean {
  if (!host) return false;
  try {
    return isThisMachine(new URL(`http://${host}`).hostname);
  } catch {
    return false;
  }
}
const MAILBOX_LOCAL_ONLY = 'The development mailbox opens only on the machine the server runs on.';

/**
 * The development mailbox (no SMTP_URL, outside production): every mail SeedMatch would have sent since
 * start, newest first, its text and headers here and its HTML version one link away. It holds everyone's
 * address and unsubscribe links, and the development run listens on every interface, so it opens only to a
 * connection from this machine (the socket's own address: a forwarded-for header is the caller's to write),
 * and not to one a proxy passed on or one naming another host (a rebound name).
 */
export async function devMailboxRoutes(app: FastifyInstance, { mailbox }: { mailbox: DevMailbox }) {
  app.addHook('onRequest', async (request, reply) => {
    const isProxied = PROXY_HEADERS.some((name) => request.headers[name] !== undefined);
    if (isThisMachine(request.socket.remoteAddress ?? '') && !isProxied && namesThisMachine(request.headers.host)) return;
    return reply
      .status(403)
      .type('text/html; charset=utf-8')
      .send(simplePage('Forbidden', `<h1>${MAILBOX_LOCAL_ONLY}</h1>`));
  });
  app.get('/dev/mail', { schema: { hide: true } }, async (_request, reply) => {
    const items = mailbox.mails
      .map(
        (mail, n) => `<article aria-label="${escapeHtml(mail.subject)}"><h2>${escapeHtml(mail.subject)}</h2>
<p>To ${escapeHtml(mail.to.name)} &lt;${escapeHtml(mail.to.address)}&gt; · from ${escapeHtml(mail.from)} · ${mail.sentAt.toISOString()}</p>
<p>List-Unsubscribe: ${escapeHtml(mail.headers['List-Unsubscribe'] ?? '')}</p>
<pre style="white-space:pre-wrap">${escapeHtml(mail.text)}</pre><p><a href="/dev/mail/${n}">HTML version</a></p></article>`,
      )
      .join('<hr>');
    const body = `<h1>Development mailbox</h1><p>Mail is not sent anywhere: set SMTP_URL to send it.</p>${items || '<p>No mail yet.</p>'}`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(simplePage('Development mailbox', body));
  });

  app.get('/dev/mail/:n', { schema: { hide: true } }, async (request, reply) => {
    const params = ParamsSchema.safeParse(request.params);
    const mail = params.success ? mailbox.mails[params.data.n] : undefined;
    if (!mail) return reply.status(404).type('text/html; charset=utf-8').send(simplePage('Not found', '<h1>No such mail</h1>'));
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(mail.html);
  });
}
