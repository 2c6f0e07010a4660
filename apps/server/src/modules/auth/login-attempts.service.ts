import { and, eq, gt, lt } from 'drizzle-orm';
import type { LoginMode } from '@seedmatch/shared/auth';
import type { Db } from '../../db/client';
import { loginAttempts, users } from '../../db/schema/index';
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

/** Whether the account of a signed-in identity is suspended (none yet: no). */
export async function isSuspendedIdentity(db: Db, uid: string): Promise<boolean> {
  const [account] = await db.select({ suspendedAt: users.suspendedAt }).from(users).where(eq(users.oidcSubject, uid));
  return Boolean(account?.suspendedAt);
}

export const LOGIN_TTL_SECONDS = LOGIN_TTL_MS / 1000;
