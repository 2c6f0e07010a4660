import type { FastifyRequest } from 'fastify';
import { and, eq, gt } from 'drizzle-orm';
import { ERROR_MESSAGES } from '@seedmatch/shared/errors';
import type { Db } from '../../db/client';
import { sessions, users, type SessionRow, type UserRow } from '../../db/schema/index';
import { notFound, unauthorized } from '../../lib/app-error';
import { bearerToken, findSession, hashToken } from './session.service';

/** The caller's live session; 401 without one. */
export async function requireSession(db: Db, request: FastifyRequest): Promise<SessionRow> {
  const token = bearerToken(request.headers.authorization);
  const session = token ? await findSession(db, token) : null;
  if (!session) throw unauthorized(ERROR_MESSAGES.notSignedIn);
  return session;
}

/** The caller's user record in one query; 401 without a session, 404 before POST /auth/create-user. */
export async function requireUser(db: Db, request: FastifyRequest): Promise<UserRow> {
  const token = bearerToken(request.headers.authorization);
  if (!token) throw unauthorized(ERROR_MESSAGES.notSignedIn);
  const [row] = await db
    .select({ user: users, sessionId: sessions.id })
    .from(sessions)
    .leftJoin(users, eq(users.firebaseUid, sessions.subject))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  if (!row) throw unauthorized(ERROR_MESSAGES.notSignedIn);
  if (!row.user) throw notFound(ERROR_MESSAGES.userNotFound);
  return row.user;
}
