import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SuccessSchema } from '@seedmatch/shared/success';
import { z } from 'zod';
import { IdentitySchema, LoginQuerySchema, type LoginMode, type SignInErrorCode } from '@seedmatch/shared/auth';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { answers } from '../../lib/route-contract';
import { RATE_LIMITS } from '@seedmatch/shared/constants';
import { perMinute } from '../../lib/route-limit';
import { bearerToken, deleteExpiredSessions, identityOf, revokeAllSessions, revokeSession } from './session.service';
import type { SignInClient } from './sign-in.client';
import { LOGIN_TTL_SECONDS, saveLoginAttempt, startSession, takeLoginAttempt } from './login-attempts.service';
import type { SocketControl } from '../realtime/realtime';

const LOGIN_COOKIE = 'sm_login';
const SessionSchema = z.object({ identity: IdentitySchema, expiresAt: z.string() });
// Read as given: a repeated or missing parameter ends the sign-in with an error code, never a 400.
const CallbackQuerySchema = z.object({ state: z.unknown(), error: z.unknown() }).partial().catchall(z.unknown());
const Redirect = z.null().describe('Redirects the browser (Location)');

type Deps = { db: Db; signIn: SignInClient; publicUrl: string; sockets: SocketControl };

type Completion = { mode?: LoginMode; nonce?: string } & ({ token: string } | { error: SignInErrorCode });

/**
 * Where the browser lands after the provider: the SPA reads the fragment, which no server sees. It carries
 * back the nonce the browser started with, and an error only as a code the page has its own text for.
 */
function completeUrl(fields: Completion): string {
  const defined = Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return `/auth/complete#${new URLSearchParams(defined).toString()}`;
}

/** The login cookie holds the state the browser started with and the browser's nonce for it. */
function readLoginCookie(value: string | undefined): { state: string; nonce: string } | null {
  const [state, nonce, ...rest] = (value ?? '').split('.');
  return state && nonce && rest.length === 0 ? { state, nonce } : null;
}

export async function authRoutes(app: FastifyInstance, { db, signIn, publicUrl, sockets }: Deps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];
  const loginCookie = {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'lax',
    secure: publicUrl.startsWith('https:'),
  } as const;

  api.get(
    '/api/auth/login',
    {
      config: perMinute(RATE_LIMITS.signIn),
      schema: {
        tags,
        summary: 'Start sign-in: redirects to the identity provider (no token)',
        querystring: LoginQuerySchema,
        response: answers({ 302: Redirect }),
      },
    },
    async (request, reply) => {
      const { mode, nonce } = request.query;
      const checks = signIn.newChecks();
      let url: URL;
      try {
        url = await signIn.authorizationUrl(checks);
      } catch (error) {
        request.log.warn({ err: error }, 'identity provider unreachable');
        throw new AppError(503, 'Sign-in is unavailable right now. Please try again shortly.');
      }
      await saveLoginAttempt(db, checks, mode);
      reply.setCookie(LOGIN_COOKIE, `${checks.state}.${nonce}`, { ...loginCookie, maxAge: LOGIN_TTL_SECONDS });
      return reply.header('cache-control', 'no-store').redirect(url.href);
    },
  );

  api.get(
    '/api/auth/callback',
    {
      config: perMinute(RATE_LIMITS.signIn),
      schema: {
        tags,
        summary: "The identity provider's return: redirects to /auth/complete with a token or an error code",
        querystring: CallbackQuerySchema,
        response: answers({ 302: Redirect }),
      },
    },
    async (request, reply) => {
      const started = readLoginCookie(request.cookies[LOGIN_COOKIE]);
      reply.clearCookie(LOGIN_COOKIE, loginCookie);
      const query = request.query;
      const state = typeof query.state === 'string' ? query.state : '';
      // The state must be the one this browser started with, or a stranger could sign it in.
      const attempt = state && started?.state === state ? await takeLoginAttempt(db, state) : null;
      if (!attempt || !started) return reply.redirect(completeUrl({ error: 'expired' }));
      const back = { mode: attempt.mode, nonce: started.nonce };
      if (typeof query.error === 'string') return reply.redirect(completeUrl({ ...back, error: 'cancelled' }));
      try {
        const identity = await signIn.finish(new URL(request.url, publicUrl), attempt);
        const token = await startSession(db, identity);
        if (!token) return reply.redirect(completeUrl({ ...back, error: 'suspended' }));
        await deleteExpiredSessions(db);
        return reply.header('cache-control', 'no-store').redirect(completeUrl({ ...back, token }));
      } catch (error) {
        request.log.warn({ err: error }, 'sign-in callback failed');
        return reply.redirect(completeUrl({ ...back, error: 'failed' }));
      }
    },
  );

  api.get(
    '/api/auth/session',
    {
      config: { auth: 'session' },
      schema: { tags, summary: 'My signed-in identity and when the session ends', response: answers({ 200: SessionSchema }) },
    },
    async (request) => ({ identity: identityOf(request.session), expiresAt: request.session.expiresAt.toISOString() }),
  );

  api.post(
    '/api/auth/logout',
    { schema: { tags, summary: 'End this session (the bearer token, when sent)', response: answers({ 200: SuccessSchema }) } },
    async (request) => {
      const token = bearerToken(request.headers.authorization);
      if (token) await revokeSession(db, token, sockets);
      return { success: true as const };
    },
  );

  api.post(
    '/api/auth/logout-all',
    { config: { auth: 'session' }, schema: { tags, summary: 'End every session of mine', response: answers({ 200: SuccessSchema }) } },
    async (request) => {
      await revokeAllSessions(db, request.session.subject, sockets);
      return { success: true as const };
    },
  );
}
