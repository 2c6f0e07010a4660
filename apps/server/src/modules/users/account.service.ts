import { eq, or } from 'drizzle-orm';
import { mailSettings } from '@seedmatch/shared/mail';
import type { Db } from '../../db/client';
import {
  challengeParticipants,
  chatMessages,
  ideas,
  mailJobs,
  pushSubscriptions,
  matches,
  mvpSubmissions,
  referralPoints,
  reports,
  rewardClaims,
  sessions,
  swipes,
  users,
  type UserRow,
} from '../../db/schema/index';
import { toCurrentUser } from './users.service';
import { forgetLikesOf } from '../ideas/like-counts';
import { reverseFriendPoints } from '../referrals/referrals.service';
import type { SocketControl } from '../realtime/realtime';

/** Everything SeedMatch keeps about the user, as one JSON document. */
export async function exportAccount(db: Db, user: UserRow, isAdmin: boolean) {
  const [userIdeas, userSwipes, userMatches, sent, joined, submissions, points, claims, friends, reportsMade, mails, pushDevices] =
    await Promise.all([
      db.select().from(ideas).where(eq(ideas.userId, user.id)),
      db.select().from(swipes).where(eq(swipes.userId, user.id)),
      db
        .select()
        .from(matches)
        .where(or(eq(matches.userA, user.id), eq(matches.userB, user.id))),
      db.select().from(chatMessages).where(eq(chatMessages.senderId, user.id)),
      db.select().from(challengeParticipants).where(eq(challengeParticipants.userId, user.id)),
      db.select().from(mvpSubmissions).where(eq(mvpSubmissions.userId, user.id)),
      db.select().from(referralPoints).where(eq(referralPoints.referrerId, user.id)),
      db.select().from(rewardClaims).where(eq(rewardClaims.userId, user.id)),
      db.select({ name: users.name, joinedAt: users.createdAt }).from(users).where(eq(users.referredById, user.id)),
      db
        .select({ reason: reports.reason, details: reports.details, createdAt: reports.createdAt })
        .from(reports)
        .where(eq(reports.reporterId, user.id)),
      db
        .select({ template: mailJobs.template, status: mailJobs.status, createdAt: mailJobs.createdAt, doneAt: mailJobs.doneAt })
        .from(mailJobs)
        .where(eq(mailJobs.userId, user.id))
        .orderBy(mailJobs.id),
      db
        .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, user.id)),
    ]);
  return {
    exportedAt: new Date().toISOString(),
    profile: toCurrentUser(user, isAdmin),
    ideas: userIdeas,
    swipes: userSwipes,
    matches: userMatches,
    messagesSent: sent.map(({ id, roomId, content, messageType, meeting, createdAt }) => ({
      id,
      roomId,
      content,
      messageType,
      meeting,
      createdAt: createdAt.toISOString(),
    })),
    challenges: joined,
    mvpSubmissions: submissions,
    referrals: { friends, points, rewardsClaimed: claims },
    reportsMade,
    mail: { preferences: mailSettings(user.mailPreferences), mails },
    pushDevices,
  };
}

/**
 * Deletes the account as the Terms promise: sessions end everywhere; profile, ideas, swipes, matches,
 * challenge and referral data go; messages sent stay in the other person's history under "Deleted user".
 */
export async function deleteAccount(db: Db, user: UserRow, sockets: SocketControl): Promise<void> {
  await db.transaction(async (tx) => {
    await forgetLikesOf(tx, user.id);
    await reverseFriendPoints(tx, user.id);
    await tx.delete(sessions).where(eq(sessions.subject, user.oidcSubject));
    await tx.delete(users).where(eq(users.id, user.id));
  });
  sockets.endUser(user.id);
}
