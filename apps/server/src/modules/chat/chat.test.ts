import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { chatMessages, chatRooms } from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app';
import { bearer, signUp } from '../../../test/helpers/sign-in';
import { matchedPair, newClientId, sendChat } from '../../../test/helpers/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = (token: string, url: string) => ctx.app.inject({ url, headers: bearer(token) });

describe('chat over REST', () => {
  it('sends, stores and lists messages in the match room, with the spec room shape', async () => {
    const { a, b, matchId, roomId } = await matchedPair(ctx.app);
    const sent = await sendChat(ctx.app, a.token, { chatRoomId: roomId, content: '  Hello Bruno!  ' });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().message).toMatchObject({
      content: 'Hello Bruno!',
      senderId: a.userId,
      chatRoomId: roomId,
      messageType: 'text',
      isRead: false,
      sender: { id: a.userId, name: expect.stringMatching(/^Alice/) },
    });

    const rooms = (await get(b.token, '/api/chat/rooms')).json();
    expect(rooms).toHaveLength(1);
    expect(rooms[0]).toMatchObject({
      id: roomId,
      matchId,
      kind: 'match',
      name: expect.stringMatching(/^Alice/),
      match: { idea: { title: expect.stringContaining('idea B') } },
      unreadCount: 1,
      messages: [{ content: 'Hello Bruno!' }],
    });
    expect(rooms[0].participants.map((p: { id: string }) => p.id).sort()).toEqual([a.userId, b.userId].sort());
    expect((await get(b.token, '/api/chat/unread-count')).json()).toEqual({ count: 1 });
    expect((await get(a.token, '/api/chat/unread-count')).json()).toEqual({ count: 0 });
  });

  it('never stores a retried send twice', async () => {
    const { a, roomId } = await matchedPair(ctx.app);
    const clientId = newClientId();
    const first = await sendChat(ctx.app, a.token, { chatRoomId: roomId, content: 'Once', clientId });
    const again = await sendChat(ctx.app, a.token, { chatRoomId: roomId, content: 'Once', clientId });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().message.id).toBe(first.json().message.id);
    expect(await ctx.database.db.$count(chatMessages, eq(chatMessages.roomId, roomId))).toBe(1);
  });

  it('refuses a clientId already used for a different message with 409, storing nothing', async () => {
    const { a, roomId } = await matchedPair(ctx.app);
    const clientId = newClientId();
    const first = await sendChat(ctx.app, a.token, { chatRoomId: roomId, content: 'First words', clientId });
    const changed = await sendChat(ctx.app, a.token, { chatRoomId: roomId, content: 'Other words', clientId });
    expect(first.statusCode).toBe(201);
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toEqual({ error: 'This clientId was already used for a different message.' });
    const stored = await ctx.database.db.select().from(chatMessages).where(eq(chatMessages.roomId, roomId));
    expect(stored.map((message) => message.content)).toEqual(['First words']);
    const retried = await sendChat(ctx.app, a.token, { chatRoomId: roomId, content: 'First words', clientId });
    expect(retried.statusCode).toBe(200);
  });

  it("takes the spec's shape without a clientId: each such send is a message of its own with a clientId the server made", async () => {
    const { a, b, roomId } = await matchedPair(ctx.app);
    const send = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/chat/send', headers: bearer(a.token), payload });
    const first = await send({ chatRoomId: roomId, content: 'Same words' });
    const second = await send({ chatRoomId: roomId, content: 'Same words', messageType: 'text' });
    const direct = await send({ receiverId: b.userId, content: 'By receiver' });
    expect([first.statusCode, second.statusCode, direct.statusCode]).toEqual([201, 201, 201]);
    expect(first.json().message).toMatchObject({ content: 'Same words', chatRoomId: roomId });
    expect(second.json().message.id).not.toBe(first.json().message.id);
    // The server makes the client id the spec's body leaves out: a different one for each message.
    const clientIds = [first, second, direct].map((sent) => sent.json().message.clientId);
    for (const clientId of clientIds) expect(clientId).toMatch(/^[\w-]{8,64}$/);
    expect(new Set(clientIds).size).toBe(3);
    expect(direct.json().message).toMatchObject({ content: 'By receiver', chatRoomId: roomId });
    expect(await ctx.database.db.$count(chatMessages, eq(chatMessages.roomId, roomId))).toBe(3);
  });

  it("takes the spec's whole message object, trusting none of the fields the server decides", async () => {
    const { a, b, roomId } = await matchedPair(ctx.app);
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/chat/send',
      headers: bearer(a.token),
      payload: {
        id: 'temp-1700000000000',
        content: 'A whole message object',
        senderId: b.userId,
        chatRoomId: roomId,
        messageType: 'text',
        isRead: true,
        createdAt: '2020-01-01T00:00:00.000Z',
        sender: { id: b.userId, name: 'Someone else', email: 'someone@example.com' },
      },
    });
    expect(sent.statusCode).toBe(201);
    const message = sent.json().message;
    expect(message).toMatchObject({ content: 'A whole message object', senderId: a.userId, isRead: false, sender: { id: a.userId } });
    expect(message.id).not.toBe('temp-1700000000000');
    expect(new Date(message.createdAt).getFullYear()).toBeGreaterThan(2020);
  });

  it('pages history: newest page first in order, then before a seq, and after a seq for catching up', async () => {
    const { a, b, roomId } = await matchedPair(ctx.app);
    for (let i = 1; i <= 7; i += 1) await sendChat(ctx.app, i % 2 ? a.token : b.token, { chatRoomId: roomId, content: `m${i}` });
    const newest = (await get(a.token, `/api/chat/messages/${roomId}?limit=3`)).json();
    expect(newest.messages.map((m: { content: string }) => m.content)).toEqual(['m5', 'm6', 'm7']);
    expect(newest.hasMore).toBe(true);
    const older = (await get(a.token, `/api/chat/messages/${roomId}?limit=3&before=${newest.messages[0].seq}`)).json();
    expect(older.messages.map((m: { content: string }) => m.content)).toEqual(['m2', 'm3', 'm4']);
    const missed = (await get(a.token, `/api/chat/messages/${roomId}?after=${older.messages[2].seq}`)).json();
    expect(missed.messages.map((m: { content: string }) => m.content)).toEqual(['m5', 'm6', 'm7']);
    expect(missed.hasMore).toBe(false);
  });

  it('turns the tick double once the other person reads', async () => {
    const { a, b, roomId } = await matchedPair(ctx.app);
    await sendChat(ctx.app, a.token, { chatRoomId: roomId, content: 'Read me' });
    const before = (await get(a.token, `/api/chat/messages/${roomId}`)).json().messages[0];
    expect(before.isRead).toBe(false);
    const read = await ctx.app.inject({ method: 'POST', url: '/api/chat/messages/read', headers: bearer(b.token), payload: { roomId } });
    expect(read.json()).toEqual({ success: true, readUpTo: before.seq });
    expect((await get(a.token, `/api/chat/messages/${roomId}`)).json().messages[0].isRead).toBe(true);
    expect((await get(b.token, '/api/chat/unread-count')).json()).toEqual({ count: 0 });
  });

  it('keeps rooms to their two participants', async () => {
    const { a, roomId } = await matchedPair(ctx.app);
    await sendChat(ctx.app, a.token, { chatRoomId: roomId, content: 'Private' });
    const stranger = await signUp(ctx.app, { email: 'chat-stranger@example.com', name: 'Stranger' });
    const attempts = [
      get(stranger.token, `/api/chat/messages/${roomId}`),
      sendChat(ctx.app, stranger.token, { chatRoomId: roomId, content: 'Let me in' }),
      ctx.app.inject({ method: 'POST', url: '/api/chat/messages/read', headers: bearer(stranger.token), payload: { roomId } }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Chat not found' });
    }
    expect((await get(stranger.token, '/api/chat/rooms')).json()).toEqual([]);
    expect((await ctx.app.inject({ url: `/api/chat/messages/${roomId}` })).statusCode).toBe(401);
    expect(await ctx.database.db.$count(chatMessages, eq(chatMessages.roomId, roomId))).toBe(1);
  });

  it('rejects empty, oversized and malformed messages, storing nothing', async () => {
    const { a, roomId } = await matchedPair(ctx.app);
    const bad: Record<string, unknown>[] = [
      { chatRoomId: roomId, content: '   ' },
      { chatRoomId: roomId, content: 'x'.repeat(4001) },
      { content: 'no room' },
      { chatRoomId: roomId, receiverId: a.userId, content: 'both' },
      { chatRoomId: 'not-a-uuid', content: 'hi' },
      { chatRoomId: roomId, content: 'hi', clientId: 'bad id!' },
      { chatRoomId: roomId, content: 'hi', messageType: 'meeting_invite' },
      { chatRoomId: roomId, content: 'hi', messageType: 'html' },
    ];
    for (const payload of bad) {
      const response = await sendChat(ctx.app, a.token, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
    }
    expect(await ctx.database.db.$count(chatMessages, eq(chatMessages.roomId, roomId))).toBe(0);
  });

  it('stores meeting invites with their calendar link, and only Google Calendar links', async () => {
    const { a, roomId } = await matchedPair(ctx.app);
    const meeting = {
      title: 'Discuss: Pair idea',
      description: 'Kick-off',
      start: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      durationMinutes: 45,
      calendarUrl: 'https://calendar.google.com/calendar/render?action=TEMPLATE&text=Discuss',
    };
    const ok = await sendChat(ctx.app, a.token, {
      chatRoomId: roomId,
      content: 'Meeting: Discuss',
      messageType: 'meeting_invite',
      meeting,
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().message.meeting).toEqual(meeting);
    for (const wrong of [
      { ...meeting, calendarUrl: 'https://evil.example/?x' },
      { ...meeting, durationMinutes: 50 },
      { ...meeting, title: '' },
    ]) {
      const response = await sendChat(ctx.app, a.token, {
        chatRoomId: roomId,
        content: 'Meeting',
        messageType: 'meeting_invite',
        meeting: wrong,
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('refuses a meeting that has passed, is years away, or sits at a UTC offset no place has', async () => {
    const { a, roomId } = await matchedPair(ctx.app);
    const meeting = (start: string) => ({
      title: 'Discuss',
      start,
      durationMinutes: 30,
      calendarUrl: 'https://calendar.google.com/calendar/render?action=TEMPLATE&text=Discuss',
    });
    const send = (start: string) =>
      sendChat(ctx.app, a.token, { chatRoomId: roomId, content: 'Meeting', messageType: 'meeting_invite', meeting: meeting(start) });
    const hour = 3600_000;
    for (const start of [
      '0000-01-01T00:00:00Z',
      '1970-01-01T10:00:00Z',
      new Date(Date.now() - 2 * hour).toISOString(),
      new Date(Date.now() + 3 * 365 * 24 * hour).toISOString(),
      '9999-12-31T23:59:59+14:00',
      `${new Date(Date.now() + 48 * hour).toISOString().slice(0, 19)}-23:59`,
    ]) {
      const response = await send(start);
      expect([start, response.statusCode, response.json().error]).toEqual([
        start,
        400,
        'Invalid request. meeting.start: A meeting must start between now and two years from now',
      ]);
    }
    // A few minutes late (the sender's clock, a message that waited offline) is taken; so is +14:00.
    for (const start of [
      new Date(Date.now() - 5 * 60_000).toISOString(),
      `${new Date(Date.now() + 48 * hour).toISOString().slice(0, 19)}+14:00`,
    ]) {
      expect((await send(start)).statusCode).toBe(201);
    }
  });
});

describe('direct chats', () => {
  it('lets an investor open a direct chat with a founder, once per pair', async () => {
    const investor = await signUp(ctx.app, { email: 'dm-inv@example.com', name: 'Ivan Investor', role: 'INVESTOR' });
    const founder = await signUp(ctx.app, { email: 'dm-founder@example.com', name: 'Fay Founder' });
    const lookup = (await get(investor.token, `/api/chat/direct/${founder.userId}`)).json();
    expect(lookup).toEqual({ room: null, user: { id: founder.userId, name: 'Fay Founder', email: '' } });

    const [first, second] = await Promise.all([
      sendChat(ctx.app, investor.token, { receiverId: founder.userId, content: 'Hi Fay, can we talk?' }),
      // The same founder, the id written in capitals: one room all the same.
      sendChat(ctx.app, investor.token, { receiverId: founder.userId.toUpperCase(), content: 'About your idea.' }),
    ]);
    expect(first.json().message.chatRoomId).toBe(second.json().message.chatRoomId);
    const roomId = first.json().message.chatRoomId;
    const [room] = await ctx.database.db.select().from(chatRooms).where(eq(chatRooms.id, roomId));
    expect(room!.kind).toBe('direct');

    const reply = await sendChat(ctx.app, founder.token, { receiverId: investor.userId, content: 'Sure!' });
    expect(reply.json().message.chatRoomId).toBe(roomId);
    const rooms = (await get(founder.token, '/api/chat/rooms')).json();
    expect(rooms.map((r: { id: string }) => r.id)).toEqual([roomId]);
  });

  it('refuses a clientId used before for another person with 409, opening no room for them', async () => {
    const investor = await signUp(ctx.app, { email: 'dm-reuse-inv@example.com', name: 'Reuse Investor', role: 'INVESTOR' });
    const first = await signUp(ctx.app, { email: 'dm-reuse-a@example.com', name: 'First Founder' });
    const second = await signUp(ctx.app, { email: 'dm-reuse-b@example.com', name: 'Second Founder' });
    const clientId = newClientId();
    const sent = await sendChat(ctx.app, investor.token, { receiverId: first.userId, content: 'Same words', clientId });
    expect(sent.statusCode).toBe(201);
    const elsewhere = await sendChat(ctx.app, investor.token, { receiverId: second.userId, content: 'Same words', clientId });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json()).toEqual({ error: 'This clientId was already used for a different message.' });
    expect((await get(second.token, '/api/chat/rooms')).json()).toEqual([]);
    // A retry to the same person, by person or by room, is still the first message.
    const byPerson = await sendChat(ctx.app, investor.token, { receiverId: first.userId, content: 'Same words', clientId });
    const byRoom = await sendChat(ctx.app, investor.token, { chatRoomId: sent.json().message.chatRoomId, content: 'Same words', clientId });
    expect([byPerson.statusCode, byRoom.statusCode]).toEqual([200, 200]);
    expect(byRoom.json().message.id).toBe(sent.json().message.id);
  });

  it('does not let founders cold-message someone they have not matched with', async () => {
    const founder = await signUp(ctx.app, { email: 'cold-a@example.com', name: 'Cold A' });
    const other = await signUp(ctx.app, { email: 'cold-b@example.com', name: 'Cold B' });
    const cold = await sendChat(ctx.app, founder.token, { receiverId: other.userId, content: 'Hey' });
    expect(cold.statusCode).toBe(403);
    expect(cold.json()).toEqual({ error: 'You can message people once you have matched with them.' });
    expect((await get(founder.token, `/api/chat/direct/${other.userId}`)).statusCode).toBe(403);
    const ghost = await sendChat(ctx.app, founder.token, { receiverId: '00000000-0000-4000-8000-000000000000', content: 'Boo' });
    expect(ghost.statusCode).toBe(404);
  });

  it('refuses messaging yourself with the same 400 whether sending or opening the chat', async () => {
    const founder = await signUp(ctx.app, { email: 'self-talk@example.com', name: 'Self Talk' });
    const sent = await sendChat(ctx.app, founder.token, { receiverId: founder.userId, content: 'Me' });
    const opened = await get(founder.token, `/api/chat/direct/${founder.userId}`);
    for (const response of [sent, opened]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: "You can't message yourself." });
    }
  });

  it('reuses the match room when matched founders message each other directly', async () => {
    const { a, b, roomId } = await matchedPair(ctx.app);
    const sent = await sendChat(ctx.app, a.token, { receiverId: b.userId, content: 'Via user id' });
    expect(sent.json().message.chatRoomId).toBe(roomId);
    expect((await get(a.token, `/api/chat/direct/${b.userId}`)).json().room.id).toBe(roomId);
  });
});
