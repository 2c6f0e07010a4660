import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { chatMessages, chatParticipants, chatRooms, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app';
import { signUp } from '../../../test/helpers/sign-in';
import { matchedPair, newClientId } from '../../../test/helpers/factories';
import { unmatch } from '../matches/matches.service';
import { noSockets } from '../realtime/realtime';
import { blockUser } from '../safety/safety.service';
import { deleteAccount } from '../users/account.service';
import { sendMessage } from './messages.service';
import { markRead } from './unread.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const userRow = async (id: string) => (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0]!;
const text = (content: string) => ({ content, messageType: 'text' as const, clientId: newClientId() });

// Side by side on one database connection, the statements of the two take turns: the send looks up its
// clientId and the room, then the unmatch or block runs, then the send stores its message.
describe('a send at the moment a conversation ends', () => {
  it('answers 404 Chat not found when an unmatch took the room, never a 500', async () => {
    const { a, b, roomId, matchId } = await matchedPair(ctx.app);
    const [sent] = await Promise.allSettled([
      sendMessage(ctx.database.db, await userRow(b.userId), { chatRoomId: roomId, ...text('Still there?') }, new Date()),
      unmatch(ctx.database.db, a.userId, matchId, noSockets),
    ]);
    if (sent.status === 'rejected') expect(sent.reason).toMatchObject(new AppError(404, 'Chat not found'));
  });

  // On PostgreSQL the send runs on a connection of its own while the block's transaction holds the room
  // closed but not yet committed: the send must wait for it, not store into the room it is closing.
  it('stores nothing into a room a block is closing, and answers 404 Chat not found once the block is done', async () => {
    const { db } = ctx.database;
    const { b, roomId } = await matchedPair(ctx.app);
    const sender = await userRow(b.userId);
    let commit!: () => void;
    let closedUncommitted!: () => void;
    const isClosing = new Promise<void>((resolve) => (closedUncommitted = resolve));
    const blocking = db.transaction(async (tx) => {
      await tx.update(chatRooms).set({ closedAt: new Date() }).where(eq(chatRooms.id, roomId));
      closedUncommitted();
      await new Promise<void>((resolve) => (commit = resolve));
    });
    await isClosing;
    const sending = sendMessage(db, sender, { chatRoomId: roomId, ...text('Sent as it closes') }, new Date());
    const settled = Promise.allSettled([sending]);
    // Time for the send to reach the room; then the block commits.
    await new Promise((resolve) => setTimeout(resolve, 300));
    commit();
    await blocking;
    const [sent] = await settled;
    expect(sent).toMatchObject({ status: 'rejected', reason: new AppError(404, 'Chat not found') });
    const stored = await db.select({ id: chatMessages.id }).from(chatMessages).where(eq(chatMessages.content, 'Sent as it closes'));
    expect(stored).toEqual([]);
  });

  it('opens no conversation between an investor and the founder who blocks them meanwhile', async () => {
    const founder = await signUp(ctx.app, { email: 'blocks-at-once@example.com', name: 'Blocks At Once' });
    const investor = await signUp(ctx.app, { email: 'writes-at-once@example.com', name: 'Writes At Once', role: 'INVESTOR' });
    const [sent] = await Promise.allSettled([
      sendMessage(ctx.database.db, await userRow(investor.userId), { receiverId: founder.userId, ...text('Hello!') }, new Date()),
      blockUser(ctx.database.db, await userRow(founder.userId), investor.userId, noSockets),
    ]);
    if (sent.status === 'rejected') expect(sent.reason).toMatchObject(new AppError(404, 'User not found'));
    const open = await ctx.database.db
      .select({ id: chatRooms.id })
      .from(chatRooms)
      .innerJoin(chatParticipants, eq(chatParticipants.roomId, chatRooms.id))
      .where(and(eq(chatParticipants.userId, founder.userId), isNull(chatRooms.closedAt)));
    expect(open).toEqual([]);
  });
});

/**
 * An investor's first message to a founder while one of the two deletes their account (another device):
 * the deletion runs after the send has found the founder, just before it opens their room.
 */
async function firstMessageWhileDeleting(who: 'founder' | 'investor', names: [string, string]) {
  const { db } = ctx.database;
  const email = (name: string) => `${name.toLowerCase().replaceAll(' ', '-')}@example.com`;
  const founder = await signUp(ctx.app, { email: email(names[0]), name: names[0] });
  const investor = await signUp(ctx.app, { email: email(names[1]), name: names[1], role: 'INVESTOR' });
  const [founderRow, investorRow] = [await userRow(founder.userId), await userRow(investor.userId)];
  const transaction = db.transaction.bind(db);
  const opening = vi.spyOn(db, 'transaction').mockImplementationOnce(async (run) => {
    await deleteAccount(db, who === 'founder' ? founderRow : investorRow, noSockets);
    return transaction(run);
  });
  const sent = await Promise.allSettled([sendMessage(db, investorRow, { receiverId: founder.userId, ...text('Hello!') }, new Date())]);
  opening.mockRestore();
  const rooms = await db.select({ id: chatParticipants.roomId }).from(chatParticipants).where(eq(chatParticipants.userId, founder.userId));
  return { sent: sent[0], rooms };
}

describe('a first message at the moment one of the two deletes their account', () => {
  it.each([
    ['the founder', 'founder', ['Leaves At Once', 'Writes To Leaver']],
    ['the sender', 'investor', ['Stays Put', 'Leaves Mid Send']],
  ] as const)('answers 404 User not found when %s goes, never a 500, and opens no room', async (_, who, names) => {
    const { sent, rooms } = await firstMessageWhileDeleting(who, [...names]);
    expect(sent).toMatchObject({ status: 'rejected', reason: new AppError(404, 'User not found') });
    expect(rooms).toEqual([]);
  });
});

describe('marking read at the moment a conversation ends', () => {
  it('answers 404 Chat not found when an unmatch took the room, never a 500', async () => {
    const { a, b, roomId, matchId } = await matchedPair(ctx.app);
    // The unmatch looks its match up, the marking finds its room, the unmatch deletes it, the marking writes.
    const [, marked] = await Promise.allSettled([
      unmatch(ctx.database.db, a.userId, matchId, noSockets),
      markRead(ctx.database.db, { id: b.userId }, roomId),
    ]);
    if (marked.status === 'rejected') expect(marked.reason).toMatchObject(new AppError(404, 'Chat not found'));
  });
});
