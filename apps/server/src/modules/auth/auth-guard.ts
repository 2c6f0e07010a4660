import type { FastifyRequest } from 'fastify';
import { and, eq, gt, sql } from 'drizzle-orm';
import { ERROR_MESSAGES } from '@seedmatch/shared/errors';
import type { Db } from '../../db/client';
import { sessions, users, type SessionRow, type UserRow } from '../../db/schema/index';
import { forbidden, notFound, unauthorized } from '../../lib/app-error';
import { SUSPENDED_MESSAGE } from '@seedmatch/shared/safety';
import { bearerToken, findSession, hashToken, idleCutoff, touchSession } from './session.service';

/** The caller's live session; 401 without one. */
export async function requireSession(db: Db, request: FastifyRequest): Promise<SessionRow> {
  const token = bearerToken(request.headers.authorization);
  const session = token ? await findSession(db, token) : null;
  if (!session) throw unauthorized(ERROR_MESSAGES.notSignedIn);
  return session;
}

const userByToken = (db: Db) =>
  db
    .select({ user: users, id: sessions.id, expiresAt: sessions.expiresAt, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .leftJoin(users, eq(users.oidcSubject, sessions.subject))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastUsedAt, sql.placeholder('idleCutoff')),
      ),
    )
    .limit(1)
    .prepare('user_by_token');

/** Every request looks its caller up: the statement is prepared once per database. */
const preparedUserByToken = new WeakMap<Db, ReturnType<typeof userByToken>>();

/**
 * The user behind a session token, in one query (plus a write every few minutes recording use): `null`
 * for no live session, `{ user: null }` for a session whose user has not been created yet. `expiresAt`
 * is when the session ends at the latest.
 */
export async function findUserByToken(db: Db, token: string): Promise<{ user: UserRow | null; expiresAt: Date } | null> {
  let statement = preparedUserByToken.get(db);
  if (!statement) preparedUserByToken.set(db, (statement = userByToken(db)));
  const now = new Date();
  const [row] = await statement.execute({ tokenHash: hashToken(token), now, idleCutoff: idleCutoff(now) });
  if (!row) return null;
  await touchSession(db, row, now);
  return { user: row.user, expiresAt: row.expiresAt };
}

/** The rate limiter and the route both need the caller: the request looks it up once. */
const callerOfRequest = new WeakMap<FastifyRequest, Promise<{ user: UserRow | null } | null>>();

/** The user behind the request's bearer token (as `findUserByToken`), looked up at most once per request. */
export function findCaller(db: Db, request: FastifyRequest): Promise<{ user: UserRow | null } | null> {
  let caller = callerOfRequest.get(request);
  if (!caller) {
    const token = bearerToken(request.headers.authorization);
    caller = token ? findUserByToken(db, token) : Promise.resolve(null);
    callerOfRequest.set(request, caller);
  }
  return caller;
}

/** The caller's user record; 401 without a session, 404 before POST /auth/create-user. */
export async function requireUser(db: Db, request: FastifyRequest): Promise<UserRow> {
  const found = await findCaller(db, request);
  if (!found) throw unauthorized(ERROR_MESSAGES.notSignedIn);
  if (!found.user) throw notFound(ERROR_MESSAGES.userNotFound);
  if (found.user.suspendedAt) throw forbidden(SUSPENDED_MESSAGE);
  return found.user;
}
