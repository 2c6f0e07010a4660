import { eq } from 'drizzle-orm';
import {
  MVP_UNLOCK_MINUTES,
  challengeStatus,
  comesWithReadme,
  computeCredits,
  type Submission,
  type SubmitMvpBody,
} from '@seedmatch/shared/challenge';
import type { Db, Tx } from '../../db/client';
import { ideas, mvpSubmissions, type UserRow } from '../../db/schema/index';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error';
import { awardReferralPoints } from '../referrals/referrals.service';
import { holdUser } from '../users/users.service';
import { lockParticipant, requireChallenge, submissionOpensAt, toSubmission } from './challenges.service';

/**
 * The MVP ships one of the submitter's own ideas, still there; its title. The idea's row is held until the
 * submission is stored: deleting it meanwhile waits, or went first and this answers 404.
 */
async function holdOwnIdea(tx: Tx, userId: string, ideaId: string): Promise<string> {
  const [idea] = await tx.select({ userId: ideas.userId, title: ideas.title }).from(ideas).where(eq(ideas.id, ideaId)).for('key share');
  if (!idea) throw notFound('Idea not found');
  if (idea.userId !== userId) throw forbidden('You can only submit an MVP for one of your own ideas.');
  return idea.title;
}

/**
 * One MVP per participant, from 30 minutes after joining until the end; credits are the server's. The rows
 * it needs are held in one order (the founder, the idea, their place in the challenge), the order in which
 * deleting the account reaches them, so a deletion at the same moment waits or goes first, never deadlocks.
 */
export async function submitMvp(db: Db, user: UserRow, challengeId: string, body: SubmitMvpBody, now: Date): Promise<Submission> {
  if (user.role !== 'FOUNDER') throw forbidden('Only founders can submit an MVP.');
  const challenge = await requireChallenge(db, challengeId);
  const stored = await db.transaction(async (tx) => {
    await holdUser(tx, user.id);
    const ideaTitle = await holdOwnIdea(tx, user.id, body.ideaId);
    const mine = await lockParticipant(tx, challengeId, user.id);
    if (!mine) throw forbidden('Join the challenge before submitting an MVP.');
    if (challengeStatus(challenge.startsAt, challenge.endsAt, now) !== 'active')
      throw badRequest('Submissions are open only while the challenge is live.');
    if (now < submissionOpensAt(challenge, mine.joinedAt)) {
      throw badRequest(`You can submit your MVP ${MVP_UNLOCK_MINUTES} minutes after joining.`);
    }
    const credits = computeCredits(body, challenge.startsAt, now);
    const [inserted] = await tx
      .insert(mvpSubmissions)
      .values({ challengeId, userId: user.id, ...body, hasReadme: comesWithReadme(body), credits, submittedAt: now })
      .onConflictDoNothing()
      .returning();
    return inserted && { row: inserted, ideaTitle };
  });
  if (!stored) throw conflict('You already submitted your MVP.');
  await awardReferralPoints(db, user.id, 'launched');
  return toSubmission(stored.row, stored.ideaTitle);
}
