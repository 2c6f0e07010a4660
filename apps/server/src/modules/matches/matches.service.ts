import { and, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { MatchListItem } from '@seedmatch/shared/matches';
import type { Db } from '../../db/client';
import { chatParticipants, chatRooms, matches, users } from '../../db/schema/index';
import { notFound } from '../../lib/app-error';
import { shownTo } from '../safety/safety.service';
import { visibleEmail } from '../chat/visible-email';
import type { SocketControl } from '../realtime/realtime';
import { recordEnded } from './ended-matches';
import { lockPair } from './pair-lock';

function matchesOf(db: Db, userId: string) {
  const partnerId = sql`case when ${matches.userA} = ${userId} then ${matches.userB} else ${matches.userA} end`;
  return db
    .select({
      id: matches.id,
      ideaTitle: matches.ideaTitle,
      createdAt: matches.createdAt,
      partnerId: users.id,
      partnerName: users.name,
      partnerEmail: users.email,
      roomId: chatRooms.id,
    })
    .from(matches)
    .innerJoin(users, eq(users.id, partnerId))
    .innerJoin(chatRooms, eq(chatRooms.matchId, matches.id))
    .$dynamic();
}

type Row = Awaited<ReturnType<typeof matchesOf>>[number];

function toItem(row: Row): MatchListItem {
  return {
    id: row.id,
    kind: 'match',
    ideaTitle: row.ideaTitle,
    createdAt: row.createdAt.toISOString(),
    partnerId: row.partnerId,
    partnerName: row.partnerName,
    partnerEmail: row.partnerEmail,
    chatRoom: { id: row.roomId },
  };
}

const involves = (userId: string) => or(eq(matches.userA, userId), eq(matches.userB, userId));

/** Direct rooms (an investor's intro) listed beside matches as connections. */
async function directConnections(db: Db, userId: string): Promise<MatchListItem[]> {
  const mine = db.select({ roomId: chatParticipants.roomId }).from(chatParticipants).where(eq(chatParticipants.userId, userId));
  const rows = await db
    .select({
      room: chatRooms,
      partnerId: users.id,
      partnerName: users.name,
      partnerEmail: visibleEmail({ roomId: chatRooms.id, kind: chatRooms.kind, userId: users.id, email: users.email }, userId),
    })
    .from(chatRooms)
    .innerJoin(chatParticipants, and(eq(chatParticipants.roomId, chatRooms.id), ne(chatParticipants.userId, userId)))
    .innerJoin(users, eq(users.id, chatParticipants.userId))
    .where(and(eq(chatRooms.kind, 'direct'), isNull(chatRooms.closedAt), inArray(chatRooms.id, mine), shownTo(userId)));
  return rows.map(({ room, partnerId, partnerName, partnerEmail }) => ({
    id: room.id,
    kind: 'direct' as const,
    ideaTitle: '',
    createdAt: room.createdAt.toISOString(),
    partnerId,
    partnerName,
    partnerEmail,
    chatRoom: { id: room.id },
  }));
}

/** The user's matches and direct connections, newest first; a suspended partner is left out until unsuspended. */
export async function listMatches(db: Db, userId: string): Promise<MatchListItem[]> {
  const rows = await matchesOf(db, userId)
    .where(and(involves(userId), shownTo(userId)))
    .orderBy(desc(matches.createdAt));
  const all = [...rows.map(toItem), ...(await directConnections(db, userId))];
  return all.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** One match, only for the two people in it (404 for anyone else: its existence is private). */
export async function getMatch(db: Db, userId: string, matchId: string): Promise<MatchListItem> {
  const [row] = await matchesOf(db, userId).where(and(eq(matches.id, matchId), involves(userId)));
  if (!row) throw notFound('Match not found');
  return toItem(row);
}

/** Unmatch: the match and its conversation disappear for both, open screens included. */
export async function unmatch(db: Db, userId: string, matchId: string, sockets: SocketControl): Promise<void> {
  const match = await getMatch(db, userId, matchId);
  const rooms = await db.transaction(async (tx) => {
    // After a like that is deciding the pair's match, never beside it (decision 0056).
    await lockPair(tx, userId, match.partnerId);
    const deleted = await tx.delete(chatRooms).where(eq(chatRooms.matchId, matchId)).returning({ id: chatRooms.id });
    const ended = await tx.delete(matches).where(eq(matches.id, matchId)).returning({ userA: matches.userA, userB: matches.userB });
    await recordEnded(tx, ended);
    return deleted;
  });
  for (const room of rooms) sockets.closeChat(room.id);
}

export async function countMatches(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(matches)
    .where(involves(userId));
  return row?.count ?? 0;
}
