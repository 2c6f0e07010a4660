import { eq, sql } from 'drizzle-orm';
import { makeReferralCode } from '@seedmatch/shared/referral-code';
import { cleanText } from '@seedmatch/shared/visible-text';
import { ERROR_MESSAGES } from '@seedmatch/shared/errors';
import { PreferencesSchema, type CurrentUser, type UpdateMeBody, type UserStats } from '@seedmatch/shared/users';
import type { CreateUserBody } from '@seedmatch/shared/auth';
import type { Db, Tx } from '../../db/client';
import { challengeParticipants, ideas, mvpSubmissions, swipes, users, type SessionRow, type UserRow } from '../../db/schema/index';
import { countMatches } from '../matches/matches.service';
import { conflict, notFound } from '../../lib/app-error';
import { isPgError, PG_UNIQUE_VIOLATION } from '../../lib/pg-errors';
import type { SocketControl } from '../realtime/realtime';

const MAX_CODE_ATTEMPTS = 5;

/** Holds the user's row until the transaction ends: deleting the account meanwhile waits, or went first (404). */
export async function holdUser(tx: Tx, userId: string): Promise<void> {
  const [held] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('key share');
  if (!held) throw notFound(ERROR_MESSAGES.userNotFound);
}

/** The default name: the display name, else the e-mail before the @ (docs/product.md#sign-in-and-sessions). */
function defaultName(displayName: string | null, email: string): string {
  const name = cleanText(displayName ?? '') || email.split('@')[0] || 'Founder';
  return name.slice(0, 80);
}

/** Registers the signed-in identity once; the role is taken only now. */
export async function createUser(db: Db, session: SessionRow, body: CreateUserBody): Promise<UserRow> {
  const name = body.name || defaultName(session.displayName, session.email);
  for (let attempt = 1; ; attempt += 1) {
    try {
      const [user] = await db
        .insert(users)
        .values({
          oidcSubject: session.subject,
          email: session.email,
          name,
          avatarUrl: session.photoUrl,
          role: body.role,
          referralCode: makeReferralCode(name, Date.now()),
        })
        .returning();
      return user!;
    } catch (error) {
      if (isPgError(error, PG_UNIQUE_VIOLATION, 'users_oidc_subject_unique')) throw conflict(ERROR_MESSAGES.userExists);
      if (isPgError(error, PG_UNIQUE_VIOLATION, 'users_referral_code_unique') && attempt < MAX_CODE_ATTEMPTS) continue;
      throw error;
    }
  }
}

export function toCurrentUser(user: UserRow, isAdmin: boolean): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    avatarUrl: user.avatarUrl,
    bio: user.bio,
    skills: user.skills,
    timezone: user.location,
    role: user.role,
    referralCode: user.referralCode,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
    preferences: PreferencesSchema.parse(user.preferences),
    isAdmin,
  };
}

/** Saves the profile fields given; the role is not among them. The API's `timezone` is the stored location. */
export async function updateMe(db: Db, user: UserRow, body: UpdateMeBody, sockets: SocketControl): Promise<UserRow> {
  const { preferences, timezone, ...fields } = body;
  const [updated] = await db
    .update(users)
    .set({
      ...fields,
      ...(timezone === undefined ? {} : { location: timezone }),
      ...(preferences ? { preferences: { ...user.preferences, ...preferences } } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id))
    .returning();
  // Typing events name the sender from the socket's data, read at the handshake.
  if (updated!.name !== user.name) sockets.renameUser(user.id, updated!.name);
  return updated!;
}

/** Counts for the home screen; "today" starts at midnight in the user's time zone. */
export async function getUserStats(db: Db, user: UserRow, tzOffsetMinutes: number, now = new Date()): Promise<UserStats> {
  const local = new Date(now.getTime() - tzOffsetMinutes * 60_000);
  const startOfDay = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) + tzOffsetMinutes * 60_000);
  const [swiped] = await db
    .select({
      total: sql<number>`count(*)::int`,
      today: sql<number>`(count(*) filter (where ${swipes.createdAt} >= ${startOfDay.toISOString()}))::int`,
    })
    .from(swipes)
    .where(eq(swipes.userId, user.id));
  const [owned] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(ideas)
    .where(eq(ideas.userId, user.id));
  const [journey] = await db
    .select({
      joined: sql<boolean>`exists (select 1 from ${challengeParticipants} where ${challengeParticipants.userId} = ${user.id})`,
      submitted: sql<boolean>`exists (select 1 from ${mvpSubmissions} where ${mvpSubmissions.userId} = ${user.id})`,
    })
    .from(users)
    .where(eq(users.id, user.id));
  return {
    matchesCount: await countMatches(db, user.id),
    ideasSwipedCount: swiped?.total ?? 0,
    swipedTodayCount: swiped?.today ?? 0,
    ideasCount: owned?.count ?? 0,
    hasJoinedChallenge: Boolean(journey?.joined || journey?.submitted),
    hasSubmittedMvp: Boolean(journey?.submitted),
  };
}
