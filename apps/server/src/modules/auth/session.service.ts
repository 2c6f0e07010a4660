import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, lt, or } from 'drizzle-orm';
import { SESSION_IDLE_DAYS, SESSION_TTL_DAYS } from '@seedmatch/shared/constants';
import type { Identity } from '@seedmatch/shared/auth';
import type { Db, Executor } from '../../db/client';
import { sessions, type SessionRow } from '../../db/schema/index';
import type { SocketControl } from '../realtime/realtime';

const DAY_MS = 24 * 60 * 60 * 1000;
const IDLE_MS = SESSION_IDLE_DAYS * DAY_MS;
/** How stale `last_used_at` may get before a request moves it: one write per session per interval at most. */
export const SESSION_TOUCH_MS = 5 * 60 * 1000;

/** Sessions last used before this are idle, hence over. */
export const idleCutoff = (now: Date) => new Date(now.getTime() - IDLE_MS);

/** Records use of a session, when its last recorded use is older than SESSION_TOUCH_MS. */
export async function touchSession(db: Db, session: { id: string; lastUsedAt: Date }, now: Date): Promise<void> {
  if (now.getTime() - session.lastUsedAt.getTime() < SESSION_TOUCH_MS) return;
  await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, session.id));
}

/** SHA-256 of a session token: the only form in which a token is stored. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a session for a verified identity and returns its token (256 random bits). */
export async function createSession(db: Executor, identity: Identity, now = new Date()): Promise<string> {
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

/** The live session a token belongs to, or null when it is unknown, revoked, expired or idle. */
export async function findSession(db: Db, token: string, now = new Date()): Promise<SessionRow | null> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now), gt(sessions.lastUsedAt, idleCutoff(now))))
    .limit(1);
  if (row) await touchSession(db, row, now);
  return row ?? null;
}

/** Logout: this session ends, and so do its sockets (the user's other sessions carry on). */
export async function revokeSession(db: Db, token: string, sockets: SocketControl): Promise<void> {
  const tokenHash = hashToken(token);
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  sockets.endSession(tokenHash);
}

/** Sign out everywhere: every session of this identity ends, and so do their sockets. */
export async function revokeAllSessions(db: Db, subject: string, sockets: SocketControl): Promise<void> {
  const ended = await db.delete(sessions).where(eq(sessions.subject, subject)).returning({ tokenHash: sessions.tokenHash });
  for (const { tokenHash } of ended) sockets.endSession(tokenHash);
}

/** Which of these token hashes still belong to a live session (neither expired nor idle). */
export async function liveSessionHashes(db: Db, tokenHashes: string[], now = new Date()): Promise<Set<string>> {
  if (tokenHashes.length === 0) return new Set();
  const rows = await db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .where(and(inArray(sessions.tokenHash, tokenHashes), gt(sessions.expiresAt, now), gt(sessions.lastUsedAt, idleCutoff(now))));
  return new Set(rows.map((row) => row.tokenHash));
}

export async function deleteExpiredSessions(db: Db, now = new Date()): Promise<void> {
  await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastUsedAt, idleCutoff(now))));
}

export function identityOf(session: SessionRow): Identity {
  return {
    uid: session.subject,
    email: session.email,
    displayName: session.displayName,
    photoURL: session.photoUrl,
  };
}

/** The token of an `Authorization: Bearer …` header (the scheme in any case, as HTTP has it), or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i.exec(header ?? '');
  return match?.[1] ?? null;
}
