import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { MessagePage } from '@seedmatch/shared/chat';
import type { Db } from '../../db/client';
import { chatMessages, chatParticipants, chatRooms, users, type UserRow } from '../../db/schema/index';
import { toChatMessage, type ChatUser } from './message-view';
import { requireMembership } from './rooms.service';
import { visibleEmail } from './visible-email';

async function participantsOf(db: Db, roomId: string, viewerId: string) {
  const email = visibleEmail(
    { roomId: chatParticipants.roomId, kind: chatRooms.kind, userId: chatParticipants.userId, email: users.email },
    viewerId,
  );
  return db
    .select({ id: users.id, name: users.name, email, lastReadSeq: chatParticipants.lastReadSeq })
    .from(chatParticipants)
    .innerJoin(users, eq(users.id, chatParticipants.userId))
    .innerJoin(chatRooms, eq(chatRooms.id, chatParticipants.roomId))
    .where(eq(chatParticipants.roomId, roomId));
}

/** A page of a room's messages in order: the newest page, one `before` a seq, or all `after` one. */
export async function listMessages(
  db: Db,
  user: UserRow,
  roomId: string,
  query: { before?: number | undefined; after?: number | undefined; limit: number },
): Promise<MessagePage> {
  await requireMembership(db, user.id, roomId);
  const where = [eq(chatMessages.roomId, roomId)];
  if (query.before !== undefined) where.push(lt(chatMessages.seq, query.before));
  if (query.after !== undefined) where.push(gt(chatMessages.seq, query.after));
  const order = query.after !== undefined ? chatMessages.seq : desc(chatMessages.seq);
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(...where))
    .orderBy(order)
    .limit(query.limit + 1);
  const hasMore = rows.length > query.limit;
  const page = rows.slice(0, query.limit);
  if (query.after === undefined) page.reverse();

  const people = await participantsOf(db, roomId, user.id);
  const readUpTo = (senderId: string | null) => people.find((p) => p.id !== senderId)?.lastReadSeq ?? 0;
  const senders = new Map<string, ChatUser>(people.map(({ id, name, email }) => [id, { id, name, email }]));
  return {
    messages: page.map((row) => toChatMessage(row, row.senderId ? senders.get(row.senderId) : undefined, readUpTo(row.senderId))),
    hasMore,
  };
}
