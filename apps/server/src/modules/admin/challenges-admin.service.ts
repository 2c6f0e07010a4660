import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import { CHALLENGE_HOURS, challengeStatus } from '@seedmatch/shared/challenge';
import type { AdminChallenge, AdminChallenges, ScheduleChallengeBody } from '@seedmatch/shared/admin';
import type { Db } from '../../db/client';
import { challengeParticipants, challenges, ideas, mvpSubmissions, users, type ChallengeRow } from '../../db/schema/index';
import { badRequest, conflict } from '../../lib/app-error';
import { CHALLENGE_CALENDAR_LOCK, createChallenge, ensureCurrentChallenge } from '../challenges/challenges.service';
import type { AdminActor } from './admin-access';
import { recordAudit } from './audit.service';

async function describe(db: Db, challenge: ChallengeRow, now: Date): Promise<AdminChallenge> {
  const [people, submitted] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, joinedAt: challengeParticipants.joinedAt, submissionId: mvpSubmissions.id })
      .from(challengeParticipants)
      .innerJoin(users, eq(users.id, challengeParticipants.userId))
      .leftJoin(mvpSubmissions, and(eq(mvpSubmissions.challengeId, challenge.id), eq(mvpSubmissions.userId, challengeParticipants.userId)))
      .where(eq(challengeParticipants.challengeId, challenge.id))
      .orderBy(asc(challengeParticipants.joinedAt)),
    db
      .select({ submission: mvpSubmissions, founder: users.name, ideaTitle: ideas.title })
      .from(mvpSubmissions)
      .innerJoin(users, eq(users.id, mvpSubmissions.userId))
      .leftJoin(ideas, eq(ideas.id, mvpSubmissions.ideaId))
      .where(eq(mvpSubmissions.challengeId, challenge.id))
      .orderBy(asc(mvpSubmissions.submittedAt)),
  ]);
  return {
    id: challenge.id,
    title: challenge.title,
    startsAt: challenge.startsAt.toISOString(),
    endsAt: challenge.endsAt.toISOString(),
    status: challengeStatus(challenge.startsAt, challenge.endsAt, now),
    maxParticipants: challenge.maxParticipants,
    participants: people.map((p) => ({ id: p.id, name: p.name, joinedAt: p.joinedAt.toISOString(), submitted: p.submissionId !== null })),
    submissions: submitted.map(({ submission, founder, ideaTitle }) => ({
      id: submission.id,
      founder,
      ideaTitle,
      githubUrl: submission.githubUrl,
      liveUrl: submission.liveUrl,
      credits: submission.credits,
      submittedAt: submission.submittedAt.toISOString(),
    })),
  };
}

/** The challenge now running (or the next to start when none runs), and the one after it if scheduled. */
export async function adminChallenges(db: Db, now: Date): Promise<AdminChallenges> {
  const current = await ensureCurrentChallenge(db, now);
  const [next] = await db
    .select()
    .from(challenges)
    .where(gt(challenges.startsAt, current.startsAt))
    .orderBy(asc(challenges.startsAt))
    .limit(1);
  return { current: await describe(db, current, now), next: next ? await describe(db, next, now) : null };
}

const HOUR_MS = 3_600_000;

/** Schedules a challenge that starts later and overlaps none that has not ended. */
export async function scheduleChallenge(db: Db, actor: AdminActor, body: ScheduleChallengeBody, now: Date): Promise<AdminChallenge> {
  const startsAt = new Date(body.startsAt);
  if (startsAt <= now) throw badRequest('The start must be in the future.');
  const endsAt = new Date(startsAt.getTime() + CHALLENGE_HOURS * HOUR_MS);
  const created = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(${CHALLENGE_CALENDAR_LOCK})`);
    const [overlap] = await tx
      .select()
      .from(challenges)
      .where(and(lt(challenges.startsAt, endsAt), gt(challenges.endsAt, startsAt)))
      .limit(1);
    if (overlap) {
      throw conflict(`It would overlap “${overlap.title}”, ${overlap.startsAt.toISOString()} to ${overlap.endsAt.toISOString()}.`);
    }
    const row = await createChallenge(tx, {
      startsAt,
      maxParticipants: body.maxParticipants,
      ...(body.title ? { title: body.title } : {}),
    });
    const subject = `${row.title}, ${row.startsAt.toISOString()} to ${row.endsAt.toISOString()}`;
    await recordAudit(tx, actor, { action: 'challenge.scheduled', subjectId: row.id, subject, reason: body.reason });
    return row;
  });
  return describe(db, created, now);
}
