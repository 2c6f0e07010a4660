import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import type Provider from 'oidc-provider';
import type { CustomFetch } from 'openid-client';
import { z } from 'zod';
import { typedText } from '@seedmatch/shared/visible-text';
import { badRequest } from '../../../lib/app-error';
import { renderChooserPage } from './chooser-page';
import type { LocalAccount, LocalIssuer } from './local-issuer';

const ACCOUNTS_COOKIE = 'sm_local_accounts';
const MAX_REMEMBERED = 5;

const AccountFormSchema = z.object({
  email: z.email('Enter a valid email address.').max(320),
  name: typedText({ min: 1, max: 80, required: 'Enter your name.', tooLong: 'Use at most 80 characters for the name.' }),
});
const AccountListSchema = z.array(z.object({ email: z.string(), name: z.string() })).max(MAX_REMEMBERED);

/**
 * The provider sees every request as made to PUBLIC_URL, the address its issuer is named after: its links
 * then use the browser's protocol and host, and its cookies are Secure when that is https, whether or not
 * a TLS-terminating proxy sits in front (and whatever the proxy sends). It runs with `proxy = true`.
 */
function asPublicRequest(raw: IncomingMessage, publicOrigin: URL): IncomingMessage {
  raw.headers['x-forwarded-proto'] = publicOrigin.protocol.slice(0, -1);
  raw.headers['x-forwarded-host'] = publicOrigin.host;
  return raw;
}

async function requireInteraction(issuer: LocalIssuer, request: FastifyRequest, reply: FastifyReply) {
  try {
    const provider = await issuer.provider();
    return await provider.interactionDetails(asPublicRequest(request.raw, new URL(issuer.issuer)), reply.raw);
  } catch {
    throw badRequest('This sign-in has expired. Close this page and sign in again.');
  }
}

function rememberedAccounts(request: FastifyRequest): LocalAccount[] {
  const raw = request.cookies[ACCOUNTS_COOKIE];
  if (!raw) return [];
  try {
    const parsed = AccountListSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** Mounts the local issuer at /oidc: the provider itself and its account chooser. */
export async function localIssuerRoutes(app: FastifyInstance, { issuer }: { issuer: LocalIssuer }) {
  const publicOrigin = new URL(issuer.issuer);
  let handle: ReturnType<Provider['callback']> | undefined;

  await app.register(async (mount) => {
    // The provider reads its own request bodies: leave the stream untouched.
    mount.removeAllContentTypeParsers();
    mount.addContentTypeParser('*', (_request, _payload, done) => done(null));
    mount.all('/oidc/*', { schema: { hide: true } }, async (request, reply) => {
      handle ??= (await issuer.provider()).callback();
      reply.hijack();
      const raw = asPublicRequest(request.raw, publicOrigin) as typeof request.raw & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? '/').slice('/oidc'.length) || '/';
      void handle(raw, reply.raw);
    });
  });

  await app.register(async (pages) => {
    await pages.register(formbody);

    const showChooser = async (request: FastifyRequest<{ Params: { uid: string } }>, reply: FastifyReply) => {
      await requireInteraction(issuer, request, reply);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(renderChooserPage({ action: `/oidc/interaction/${request.params.uid}/login`, accounts: rememberedAccounts(request) }));
    };
    pages.get('/oidc/interaction/:uid', { schema: { hide: true } }, showChooser);

    pages.post<{ Params: { uid: string } }>('/oidc/interaction/:uid/login', { schema: { hide: true } }, async (request, reply) => {
      await requireInteraction(issuer, request, reply);
      const form = AccountFormSchema.safeParse(request.body);
      if (!form.success) {
        const values = z.object({ email: z.string(), name: z.string() }).partial().safeParse(request.body);
        return reply
          .status(400)
          .type('text/html; charset=utf-8')
          .send(
            renderChooserPage({
              action: `/oidc/interaction/${request.params.uid}/login`,
              accounts: rememberedAccounts(request),
              error: form.error.issues[0]?.message ?? 'Check the form.',
              values: { email: values.data?.email ?? '', name: values.data?.name ?? '' },
            }),
          );
      }
      const account = form.data;
      const accountId = issuer.rememberAccount(account);
      const remembered = [account, ...rememberedAccounts(request).filter((a) => a.email !== account.email)];
      const cookieValue = Buffer.from(JSON.stringify(remembered.slice(0, MAX_REMEMBERED))).toString('base64url');
      reply.hijack();
      reply.raw.setHeader(
        'set-cookie',
        app.serializeCookie(ACCOUNTS_COOKIE, cookieValue, {
          path: '/oidc',
          httpOnly: true,
          sameSite: 'lax',
          secure: publicOrigin.protocol === 'https:',
          maxAge: 365 * 24 * 3600,
        }),
      );
      const provider = await issuer.provider();
      await provider.interactionFinished(
        request.raw,
        reply.raw,
        { select_account: {}, login: { accountId } },
        {
          mergeWithLastSubmission: false,
        },
      );
    });
  });
}

/** Lets the server's OpenID client reach its own issuer in-process, whatever PUBLIC_URL resolves to. */
export function inProcessFetch(app: FastifyInstance, issuer: string): CustomFetch {
  return async (url, options) => {
    if (!url.startsWith(issuer)) throw new Error(`the local issuer client only talks to ${issuer}`);
    const target = new URL(url);
    const headers = Object.fromEntries(new Headers(options.headers).entries());
    const response = await app.inject({
      method: options.method as 'GET' | 'POST',
      url: target.pathname + target.search,
      // The scheme of the address, as a balancer in front would tell the provider.
      headers: { ...headers, host: target.host },
      ...(options.body == null ? {} : { payload: toPayload(options.body) }),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const hasBody = ![204, 304].includes(response.statusCode);
    return new Response(hasBody ? new Uint8Array(response.rawPayload) : null, { status: response.statusCode, headers: responseHeaders });
  };
}

function toPayload(body: NonNullable<Parameters<CustomFetch>[1]['body']>): string | Buffer {
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  if (body instanceof Uint8Array) return Buffer.from(body);
  throw new Error('unsupported request body for the local issuer');
}
