import { and, eq } from 'drizzle-orm';
import { CHALLENGE_REMINDER_HOURS } from '@seedmatch/shared/mail';
import type { Db } from '../../db/client';
import { challengeParticipants, challenges, mvpSubmissions, type ChallengeRow } from '../../db/schema/index';
import { enqueueMail } from './outbox';

const HOUR_MS = 3600_000;
const startReminderAt = (startsAt: Date) => new Date(startsAt.getTime() - CHALLENGE_REMINDER_HOURS.starts * HOUR_MS);
const closeReminderAt = (endsAt: Date) => new Date(endsAt.getTime() - CHALLENGE_REMINDER_HOURS.closes * HOUR_MS);

type DueJob = { userId: string; data: Record<string, string> };

/**
 * Queues a new participant's two reminders, in the transaction that adds them: a day before the start and
 * 3 hours before the end. A reminder whose moment has passed is not queued: someone who joins within the
 * last day before the start knows it starts soon.
 */
export async function queueChallengeReminders(tx: Db, challenge: ChallengeRow, userId: string, now: Date) {
  const data = { challengeId: challenge.id, title: challenge.title };
  const startsReminder = startReminderAt(challenge.startsAt);
  if (startsReminder > now) {
    const key = `challenge-starts:${challenge.id}:${userId}`;
    await enqueueMail(tx, { key, userId, template: 'challengeStarts', data, runAfter: startsReminder });
  }
  const closesReminder = closeReminderAt(challenge.endsAt);
  if (closesReminder > now) {
    const key = `challenge-closes:${challenge.id}:${userId}`;
    await enqueueMail(tx, { key, userId, template: 'challengeCloses', data, runAfter: closesReminder });
  }
}

/** The challenge's times, and whether the person submitted, while they are still in it. */
async function participation(db: Db, job: DueJob) {
  const challengeId = job.data.challengeId!;
  const [row] = await db
    .select({ startsAt: challenges.startsAt, endsAt: challenges.endsAt, submissionId: mvpSubmissions.id })
    .from(challengeParticipants)
    .innerJoin(challenges, eq(challenges.id, challengeParticipants.challengeId))
    .leftJoin(
      mvpSubmissions,
      and(eq(mvpSubmissions.challengeId, challengeParticipants.challengeId), eq(mvpSubmissions.userId, challengeParticipants.userId)),
    )
    .where(and(eq(challengeParticipants.challengeId, challengeId), eq(challengeParticipants.userId, job.userId)));
  return row;
}

/**
 * Whether the start reminder still has a reason to go: not once the person left or the challenge started;
 * when the start moved later, a day before the new start.
 */
export async function challengeStartsDue(db: Db, job: DueJob, now: Date): Promise<'send' | 'skip' | Date> {
  const challenge = await participation(db, job);
  if (!challenge || challenge.startsAt <= now) return 'skip';
  const due = startReminderAt(challenge.startsAt);
  return due > now ? due : 'send';
}

/**
 * Whether the closing reminder still has a reason to go: not once the person left or submitted, nor after
 * the end; when the end moved later, 3 hours before the new end.
 */
export async function challengeClosesDue(db: Db, job: DueJob, now: Date): Promise<'send' | 'skip' | Date> {
  const challenge = await participation(db, job);
  if (!challenge || challenge.submissionId !== null || challenge.endsAt <= now) return 'skip';
  const due = closeReminderAt(challenge.endsAt);
  return due > now ? due : 'send';
}
