import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import {
  CHALLENGE_HOURS,
  DEFAULT_MAX_PARTICIPANTS,
  MVP_UNLOCK_MINUTES,
  challengeStatus,
  type Challenge,
  type Submission,
} from '@seedmatch/shared/challenge';
import type { Db, Tx } from '../../db/client';
import {
  challengeParticipants,
  challenges,
  ideas,
  mvpSubmissions,
  type ChallengeRow,
  type SubmissionRow,
  type UserRow,
} from '../../db/schema/index';
import { ERROR_MESSAGES } from '@seedmatch/shared/errors';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error';
import { foreignKeyGoneAs } from '../../lib/pg-errors';
import { queueChallengeReminders } from '../mail/challenge-mail';

const HOUR_MS = 3600_000;
/** Held while the calendar of challenges changes, so two instances or two admins never make overlapping ones. */
export const CHALLENGE_CALENDAR_LOCK = 7_311_002;

/** Creates a challenge with a chosen start (the operator command uses this too). */
export async function createChallenge(
  db: Db,
  options: { startsAt: Date; maxParticipants?: number; title?: string },
): Promise<ChallengeRow> {
  const [row] = await db
    .insert(challenges)
    .values({
      title: options.title ?? '48-Hour Startup Challenge',
      startsAt: options.startsAt,
      endsAt: new Date(options.startsAt.getTime() + CHALLENGE_HOURS * HOUR_MS),
      maxParticipants: options.maxParticipants ?? DEFAULT_MAX_PARTICIPANTS,
    })
    .returning();
  return row!;
}

/** The challenge that has not ended yet, soonest first; when there is none, the next one starts now. */
export async function ensureCurrentChallenge(db: Db, now: Date): Promise<ChallengeRow> {
  const find = async (executor: Db) =>
    (await executor.select().from(challenges).where(gt(challenges.endsAt, now)).orderBy(asc(challenges.startsAt)).limit(1))[0];
  const existing = await find(db);
  if (existing) return existing;
  return db.transaction(async (tx) => {
    // Several instances may notice at once: one creates, the others find it.
    await tx.execute(sql`select pg_advisory_xact_lock(${CHALLENGE_CALENDAR_LOCK})`);
    return (await find(tx as unknown as Db)) ?? createChallenge(tx as unknown as Db, { startsAt: now });
  });
}

export function toSubmission(row: SubmissionRow, ideaTitle: string | null): Submission {
  return {
    id: row.id,
    ideaId: row.ideaId,
    ideaTitle,
    githubUrl: row.githubUrl,
    description: row.description,
    techStack: row.techStack,
    liveUrl: row.liveUrl,
    hasReadme: row.hasReadme,
    readme: row.readme,
    credits: row.credits,
    submittedAt: row.submittedAt.toISOString(),
  };
}

/** The challenge as one user sees it at `now`. */
export async function describeChallenge(db: Db, challenge: ChallengeRow, userId: string, now: Date): Promise<Challenge> {
  const [{ value: participants } = { value: 0 }] = await db
    .select({ value: count() })
    .from(challengeParticipants)
    .where(eq(challengeParticipants.challengeId, challenge.id));
  const [mine] = await db
    .select()
    .from(challengeParticipants)
    .where(and(eq(challengeParticipants.challengeId, challenge.id), eq(challengeParticipants.userId, userId)));
  const [submitted] = await db
    .select({ submission: mvpSubmissions, ideaTitle: ideas.title })
    .from(mvpSubmissions)
    .leftJoin(ideas, eq(ideas.id, mvpSubmissions.ideaId))
    .where(and(eq(mvpSubmissions.challengeId, challenge.id), eq(mvpSubmissions.userId, userId)));
  return {
    id: challenge.id,
    title: challenge.title,
    status: challengeStatus(challenge.startsAt, challenge.endsAt, now),
    startsAt: challenge.startsAt.toISOString(),
    endsAt: challenge.endsAt.toISOString(),
    participants,
    maxParticipants: challenge.maxParticipants,
    serverTime: now.toISOString(),
    me: {
      joined: Boolean(mine),
      joinedAt: mine?.joinedAt.toISOString() ?? null,
      canSubmitAt: mine ? submissionOpensAt(challenge, mine.joinedAt).toISOString() : null,
      submission: submitted ? toSubmission(submitted.submission, submitted.ideaTitle) : null,
    },
  };
}

/** When a participant may submit: 30 minutes after joining, and not before the challenge starts. */
export function submissionOpensAt(challenge: ChallengeRow, joinedAt: Date): Date {
  return new Date(Math.max(joinedAt.getTime() + MVP_UNLOCK_MINUTES * 60_000, challenge.startsAt.getTime()));
}

/** The challenge with this id; 404 `Challenge not found` otherwise. */
export async function requireChallenge(db: Db, id: string): Promise<ChallengeRow> {
  const [row] = await db.select().from(challenges).where(eq(challenges.id, id));
  if (!row) throw notFound('Challenge not found');
  return row;
}

/**
 * Joins while waiting or active and below the cap; the row lock keeps concurrent joins within it. The
 * participant's reminder mails are queued with the join.
 */
export async function joinChallenge(db: Db, user: UserRow, challengeId: string, now: Date): Promise<string> {
  if (user.role !== 'FOUNDER') throw forbidden('Only founders can join the challenge.');
  const joining = db.transaction(async (tx) => {
    const [challenge] = await tx.select().from(challenges).where(eq(challenges.id, challengeId)).for('update');
    if (!challenge) throw notFound('Challenge not found');
    if (challengeStatus(challenge.startsAt, challenge.endsAt, now) === 'ended') throw badRequest('This challenge has ended.');
    const [already] = await tx
      .select()
      .from(challengeParticipants)
      .where(and(eq(challengeParticipants.challengeId, challengeId), eq(challengeParticipants.userId, user.id)));
    if (already) return 'You are already in this challenge.';
    const [{ value } = { value: 0 }] = await tx
      .select({ value: count() })
      .from(challengeParticipants)
      .where(eq(challengeParticipants.challengeId, challengeId));
    if (value >= challenge.maxParticipants) throw conflict('The challenge is full.');
    await tx.insert(challengeParticipants).values({ challengeId, userId: user.id, joinedAt: now });
    await queueChallengeReminders(tx, challenge, user.id, now);
    return 'You joined the challenge!';
  });
  // A founder deleting their account on another device at this moment is gone, as for any later call.
  return joining.catch(foreignKeyGoneAs(() => notFound(ERROR_MESSAGES.userNotFound)));
}

/** The caller's place in a challenge, locked: a leave and a submission at the same moment take turns. */
export async function lockParticipant(tx: Tx, challengeId: string, userId: string) {
  const [row] = await tx
    .select()
    .from(challengeParticipants)
    .where(and(eq(challengeParticipants.challengeId, challengeId), eq(challengeParticipants.userId, userId)))
    .for('update');
  return row;
}

/** Leaves before submitting; afterwards the MVP stands. */
export async function leaveChallenge(db: Db, user: UserRow, challengeId: string): Promise<void> {
  await requireChallenge(db, challengeId);
  await db.transaction(async (tx) => {
    if (!(await lockParticipant(tx, challengeId, user.id))) return;
    const [submitted] = await tx
      .select({ id: mvpSubmissions.id })
      .from(mvpSubmissions)
      .where(and(eq(mvpSubmissions.challengeId, challengeId), eq(mvpSubmissions.userId, user.id)));
    if (submitted) throw badRequest('You already submitted your MVP, so you stay in the challenge.');
    await tx
      .delete(challengeParticipants)
      .where(and(eq(challengeParticipants.challengeId, challengeId), eq(challengeParticipants.userId, user.id)));
  });
}

/** A challenge as `userId` sees it, looked up by id (after joining, leaving or submitting to it). */
export async function describeChallengeById(db: Db, challengeId: string, userId: string, now: Date): Promise<Challenge> {
  const [row] = await db.select().from(challenges).where(eq(challenges.id, challengeId));
  return describeChallenge(db, row!, userId, now);
}
