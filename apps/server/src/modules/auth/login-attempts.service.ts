import { and, eq, gt, lt } from 'drizzle-orm';
import type { Identity, LoginMode } from '@seedmatch/shared/auth';
import type { Db } from '../../db/client';
import { loginAttempts, users } from '../../db/schema/index';
import { createSession } from './session.service';
import type { SignInChecks } from './sign-in.client';

const LOGIN_TTL_MS = 10 * 60 * 1000;

/** Remembers a started sign-in's checks for ten minutes, dropping the attempts that expired. */
export async function saveLoginAttempt(db: Db, checks: SignInChecks, mode: LoginMode): Promise<void> {
  await db.delete(loginAttempts).where(lt(loginAttempts.expiresAt, new Date()));
  await db.insert(loginAttempts).values({ ...checks, mode, expiresAt: new Date(Date.now() + LOGIN_TTL_MS) });
}

/** The live attempt started with `state`, used up by reading it (a callback replayed finds nothing). */
export async function takeLoginAttempt(db: Db, state: string): Promise<(SignInChecks & { mode: LoginMode }) | null> {
  const [attempt] = await db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.state, state), gt(loginAttempts.expiresAt, new Date())))
    .returning();
  if (!attempt) return null;
  return { ...attempt, mode: attempt.mode === 'popup' ? 'popup' : 'redirect' };
}

/**
 * A new session for a signed-in identity, or null when its account is suspended (one not created yet is not).
 * The account's row is held (`for share`) from the check to the session's insert: a suspension at that moment
 * waits, then ends the new session with the others; or it came first, and the check sees it.
 */
export async function startSession(db: Db, identity: Identity): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ suspendedAt: users.suspendedAt })
      .from(users)
      .where(eq(users.oidcSubject, identity.uid))
      .for('share');
    return account?.suspendedAt ? null : createSession(tx, identity);
  });
}

export const LOGIN_TTL_SECONDS = LOGIN_TTL_MS / 1000;
