import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import { SESSION_TTL_DAYS } from '@seedmatch/shared/constants';
import type { Identity } from '@seedmatch/shared/auth';
import type { Db } from '../../db/client';
import { sessions, type SessionRow } from '../../db/schema/index';
import type { SocketControl } from '../realtime/realtime';

const DAY_MS = 24 * 60 * 60 * 1000;

/** SHA-256 of a session token: the only form in which a token is stored. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a session for a verified identity and returns its token (256 random bits). */
export async function createSession(db: Db, identity: Identity, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    subject: identity.uid,
    email: identity.email,
    displayName: identity.displayName,
    photoUrl: identity.photoURL,
    expiresAt: new Date(now.getTime() + SESSION_TTL_DAYS * DAY_MS),
  });
  return token;
}

/** The live session a token belongs to, or null when it is unknown, revoked or expired. */
export async function findSession(db: Db, token: string): Promise<SessionRow | null> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}

/** Logout: this session ends, and so do its sockets (the user's other sessions carry on). */
export async function revokeSession(db: Db, token: string, sockets: SocketControl): Promise<void> {
  const tokenHash = hashToken(token);
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  sockets.endSession(tokenHash);
}

/** Which of these token hashes still belong to a live session. */
export async function liveSessionHashes(db: Db, tokenHashes: string[], now = new Date()): Promise<Set<string>> {
  if (tokenHashes.length === 0) return new Set();
  const rows = await db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .where(and(inArray(sessions.tokenHash, tokenHashes), gt(sessions.expiresAt, now)));
  return new Set(rows.map((row) => row.tokenHash));
}

export async function deleteExpiredSessions(db: Db, now = new Date()): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}

export function identityOf(session: SessionRow): Identity {
  return {
    uid: session.subject,
    email: session.email,
    displayName: session.displayName,
    photoURL: session.photoUrl,
  };
}

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header ?? '');
  return match?.[1] ?? null;
}
