import type { FastifyInstance } from 'fastify';
import { and, eq, gt, lt } from 'drizzle-orm';
import { LoginQuerySchema, type LoginMode, type SignInErrorCode } from '@seedmatch/shared/auth';
import type { Db } from '../../db/client';
import { loginAttempts, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { parseInput } from '../../lib/validation';
import { RATE_LIMITS } from '@seedmatch/shared/constants';
import { perMinute } from '../../lib/route-limit';
import { requireSession } from './auth-guard';
import { bearerToken, createSession, deleteExpiredSessions, identityOf, revokeAllSessions, revokeSession } from './session.service';
import type { SignInChecks, SignInClient } from './sign-in.client';
import type { SocketControl } from '../realtime/realtime';

const LOGIN_COOKIE = 'sm_login';
const LOGIN_TTL_MS = 10 * 60 * 1000;

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

async function takeLoginAttempt(db: Db, state: string): Promise<(SignInChecks & { mode: LoginMode }) | null> {
  const [attempt] = await db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.state, state), gt(loginAttempts.expiresAt, new Date())))
    .returning();
  if (!attempt) return null;
  return { ...attempt, mode: attempt.mode === 'popup' ? 'popup' : 'redirect' };
}

export async function authRoutes(app: FastifyInstance, { db, signIn, publicUrl, sockets }: Deps) {
  const loginCookie = {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'lax',
    secure: publicUrl.startsWith('https:'),
  } as const;

  app.get('/api/auth/login', { config: perMinute(RATE_LIMITS.signIn) }, async (request, reply) => {
    const { mode, nonce } = parseInput(LoginQuerySchema, request.query);
    const checks = signIn.newChecks();
    let url: URL;
    try {
      url = await signIn.authorizationUrl(checks);
    } catch (error) {
      request.log.warn({ err: error }, 'identity provider unreachable');
      throw new AppError(503, 'Sign-in is unavailable right now. Please try again shortly.');
    }
    await db.delete(loginAttempts).where(lt(loginAttempts.expiresAt, new Date()));
    await db.insert(loginAttempts).values({ ...checks, mode, expiresAt: new Date(Date.now() + LOGIN_TTL_MS) });
    reply.setCookie(LOGIN_COOKIE, `${checks.state}.${nonce}`, { ...loginCookie, maxAge: LOGIN_TTL_MS / 1000 });
    return reply.header('cache-control', 'no-store').redirect(url.href);
  });

  app.get('/api/auth/callback', { config: perMinute(RATE_LIMITS.signIn) }, async (request, reply) => {
    const started = readLoginCookie(request.cookies[LOGIN_COOKIE]);
    reply.clearCookie(LOGIN_COOKIE, loginCookie);
    const query = request.query as Record<string, unknown>;
    const state = typeof query.state === 'string' ? query.state : '';
    // The state must be the one this browser started with, or a stranger could sign it in.
    const attempt = state && started?.state === state ? await takeLoginAttempt(db, state) : null;
    if (!attempt || !started) return reply.redirect(completeUrl({ error: 'expired' }));
    const back = { mode: attempt.mode, nonce: started.nonce };
    if (typeof query.error === 'string') return reply.redirect(completeUrl({ ...back, error: 'cancelled' }));
    try {
      const identity = await signIn.finish(new URL(request.url, publicUrl), attempt);
      const [account] = await db.select({ suspendedAt: users.suspendedAt }).from(users).where(eq(users.firebaseUid, identity.uid));
      if (account?.suspendedAt) return reply.redirect(completeUrl({ ...back, error: 'suspended' }));
      const token = await createSession(db, identity);
      await deleteExpiredSessions(db);
      return reply.header('cache-control', 'no-store').redirect(completeUrl({ ...back, token }));
    } catch (error) {
      request.log.warn({ err: error }, 'sign-in callback failed');
      return reply.redirect(completeUrl({ ...back, error: 'failed' }));
    }
  });

  app.get('/api/auth/session', async (request) => {
    const session = await requireSession(db, request);
    return { identity: identityOf(session), expiresAt: session.expiresAt.toISOString() };
  });

  app.post('/api/auth/logout', async (request) => {
    const token = bearerToken(request.headers.authorization);
    if (token) await revokeSession(db, token, sockets);
    return { success: true };
  });

  app.post('/api/auth/logout-all', async (request) => {
    const session = await requireSession(db, request);
    await revokeAllSessions(db, session.subject, sockets);
    return { success: true };
  });
}
