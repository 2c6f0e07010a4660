import { eq } from 'drizzle-orm';
import { makeReferralCode } from '@seedmatch/shared/referral-code';
import { ERROR_MESSAGES } from '@seedmatch/shared/errors';
import { PreferencesSchema, type CurrentUser, type UpdateMeBody, type UserStats } from '@seedmatch/shared/users';
import type { CreateUserBody } from '@seedmatch/shared/auth';
import type { Db } from '../../db/client';
import { users, type SessionRow, type UserRow } from '../../db/schema/index';
import { conflict } from '../../lib/app-error';

const UNIQUE_VIOLATION = '23505';
const MAX_CODE_ATTEMPTS = 5;

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const e = cause as { code?: string; constraint?: string; message?: string };
  return e?.code === UNIQUE_VIOLATION && (e.constraint === constraint || Boolean(e.message?.includes(constraint)));
}

/** The spec's default name: the display name, else the part of the e-mail before the @. */
export function defaultName(displayName: string | null, email: string): string {
  const name = displayName?.trim() || email.split('@')[0] || 'Founder';
  return name.slice(0, 80);
}

/** Registers the signed-in identity once; the role is taken only now. */
export async function createUser(db: Db, session: SessionRow, body: CreateUserBody): Promise<UserRow> {
  const name = body.name?.trim() || defaultName(session.displayName, session.email);
  for (let attempt = 1; ; attempt += 1) {
    try {
      const [user] = await db
        .insert(users)
        .values({
          firebaseUid: session.subject,
          email: session.email,
          name,
          avatarUrl: session.photoUrl,
          role: body.role,
          referralCode: makeReferralCode(name, Date.now()),
        })
        .returning();
      return user!;
    } catch (error) {
      if (isUniqueViolation(error, 'users_firebase_uid_unique')) throw conflict(ERROR_MESSAGES.userExists);
      if (isUniqueViolation(error, 'users_referral_code_unique') && attempt < MAX_CODE_ATTEMPTS) continue;
      throw error;
    }
  }
}

export function toCurrentUser(user: UserRow): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    avatarUrl: user.avatarUrl,
    bio: user.bio,
    skills: user.skills,
    timezone: user.timezone,
    role: user.role,
    referralCode: user.referralCode,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
    preferences: PreferencesSchema.parse(user.preferences),
  };
}

/** Saves the profile fields given; the role is not among them. */
export async function updateMe(db: Db, user: UserRow, body: UpdateMeBody): Promise<UserRow> {
  const { preferences, ...fields } = body;
  const [updated] = await db
    .update(users)
    .set({
      ...fields,
      ...(preferences ? { preferences: { ...user.preferences, ...preferences } } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id))
    .returning();
  return updated!;
}

/** Counts for the home screen. Swipes and matches arrive with the ideas slice; until then there are none. */
export async function getUserStats(_db: Db, _user: UserRow): Promise<UserStats> {
  return { matchesCount: 0, ideasSwipedCount: 0 };
}
