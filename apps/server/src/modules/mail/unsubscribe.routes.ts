import formbody from '@fastify/formbody';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MailKindSchema, type MailKind } from '@seedmatch/shared/mail';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { escapeHtml, simplePage } from '../../lib/html';
import { KIND_NAMES } from './templates';
import { isValidUnsubscribe, UNSUBSCRIBE_PATH } from './unsubscribe-link';

const LinkSchema = z.object({ u: z.uuid().toLowerCase(), k: MailKindSchema, s: z.string().max(100) });

/** The link's person and kind, when the link is one SeedMatch signed. */
function signedLink(request: FastifyRequest, key: Buffer): { userId: string; kind: MailKind } | null {
  const link = LinkSchema.safeParse(request.query);
  if (!link.success || !isValidUnsubscribe(key, link.data.u, link.data.k, link.data.s)) return null;
  return { userId: link.data.u, kind: link.data.k };
}

const page = (reply: FastifyReply, status: number, title: string, body: string) =>
  reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(simplePage(title, body));

const invalid = (reply: FastifyReply) =>
  page(reply, 400, 'Link not valid', '<h1>This link is not valid</h1><p>Change which e-mails you get in SeedMatch, under Settings.</p>');

/**
 * Turning one kind of mail off from the mail itself, without signing in (docs/decisions/0047). The link
 * opens a page that asks first (mail scanners open links); the mail's `List-Unsubscribe-Post` header lets
 * a mail app post to the same address at once (RFC 8058). Either way the signed query is all that counts.
 */
export async function unsubscribeRoutes(
  app: FastifyInstance,
  { db, signingKey, publicUrl }: { db: Db; signingKey: Buffer; publicUrl: string },
) {
  await app.register(formbody);
  // Whatever a mail app posts (RFC 8058 allows form or multipart), the query decides.
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));

  app.get(UNSUBSCRIBE_PATH, { schema: { hide: true } }, async (request, reply) => {
    const link = signedLink(request, signingKey);
    if (!link) return invalid(reply);
    const action = escapeHtml(request.url);
    return page(
      reply,
      200,
      'Unsubscribe',
      `<h1>Stop e-mails about ${KIND_NAMES[link.kind]}?</h1><p>You can turn them on again in SeedMatch, under Settings.</p>
<form method="post" action="${action}"><button type="submit">Unsubscribe</button></form>`,
    );
  });

  app.post(UNSUBSCRIBE_PATH, { schema: { hide: true } }, async (request, reply) => {
    const link = signedLink(request, signingKey);
    if (!link) return invalid(reply);
    await db
      .update(users)
      .set({ mailPreferences: sql`${users.mailPreferences} || ${JSON.stringify({ [link.kind]: false })}::jsonb` })
      .where(sql`${users.id} = ${link.userId}`);
    return page(
      reply,
      200,
      'Unsubscribed',
      `<h1>Unsubscribed</h1><p>You won't get e-mails about ${KIND_NAMES[link.kind]} any more.</p>
<p><a href="${escapeHtml(publicUrl)}/app/profile">Open SeedMatch</a></p>`,
    );
  });
}
