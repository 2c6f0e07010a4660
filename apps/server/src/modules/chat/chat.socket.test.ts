import { describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../test/helpers/sign-in';
import { matchedPair, sendChat } from '../../../test/helpers/factories';
import { emitWithAck, nextEvent, noEvent, socketTestApp, type ClientSocket } from '../../../test/helpers/sockets';

const server = socketTestApp();
const { connected } = server;

describe('chat over the socket', () => {
  it('delivers a stored message to the open conversation and to both people, once', async () => {
    const { a, b, roomId } = await matchedPair(server.ctx.app);
    const bSocket = await connected(b.token);
    expect(await emitWithAck(bSocket, 'join:chat', { roomId })).toEqual({ ok: true });
    const inRoom = nextEvent(bSocket, 'chat:message');
    const toUser = nextEvent(bSocket, 'chat:new_message');
    const sent = (await sendChat(server.ctx.app, a.token, { chatRoomId: roomId, content: '<b>hi</b>' })).json().message;
    expect(await inRoom).toEqual(sent);
    expect(await toUser).toEqual(sent);
    expect(sent.content).toBe('<b>hi</b>');
  });

  it('relays typing to the other person in the room only', async () => {
    const { a, b, roomId } = await matchedPair(server.ctx.app);
    const aSocket = await connected(a.token);
    const bSocket = await connected(b.token);
    await emitWithAck(aSocket, 'join:chat', { roomId });
    await emitWithAck(bSocket, 'join:chat', { roomId });
    const started = nextEvent(bSocket, 'chat:typing_start');
    const notSelf = noEvent(aSocket, 'chat:typing_start');
    expect(await emitWithAck(aSocket, 'chat:typing_start', { roomId })).toEqual({ ok: true });
    expect(await started).toEqual({ roomId, userId: a.userId, userName: expect.stringMatching(/^Alice/) });
    await notSelf;
    const stopped = nextEvent(bSocket, 'chat:typing_stop');
    await emitWithAck(aSocket, 'chat:typing_stop', { roomId });
    expect((await stopped).userId).toBe(a.userId);
  });

  it('names the typist by the name they just saved, on the socket they already had open', async () => {
    const { a, b, roomId } = await matchedPair(server.ctx.app);
    const aSocket = await connected(a.token);
    const bSocket = await connected(b.token);
    await emitWithAck(aSocket, 'join:chat', { roomId });
    await emitWithAck(bSocket, 'join:chat', { roomId });
    const renamed = await server.ctx.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: bearer(a.token),
      payload: { name: 'Alicia Renamed' },
    });
    expect(renamed.statusCode).toBe(200);
    const started = nextEvent(bSocket, 'chat:typing_start');
    await emitWithAck(aSocket, 'chat:typing_start', { roomId });
    expect(await started).toEqual({ roomId, userId: a.userId, userName: 'Alicia Renamed' });
  });

  it('marks read and tells the sender, so their tick turns double', async () => {
    const { a, b, roomId } = await matchedPair(server.ctx.app);
    const aSocket = await connected(a.token);
    const bSocket = await connected(b.token);
    const sent = (await sendChat(server.ctx.app, a.token, { chatRoomId: roomId, content: 'Seen?' })).json().message;
    // The sender has the conversation open: once, though that socket is in the room and is the sender's too.
    await emitWithAck(aSocket, 'join:chat', { roomId });
    const receipts: unknown[] = [];
    aSocket.on('chat:messages_read', (event) => receipts.push(event));
    const receipt = nextEvent(aSocket, 'chat:messages_read');
    expect(await emitWithAck(bSocket, 'chat:mark_read', { roomId })).toEqual({ ok: true });
    expect(await receipt).toEqual({ roomId, userId: b.userId, readUpTo: sent.seq });
    await noEvent(aSocket, 'chat:messages_read');
    expect(receipts).toHaveLength(1);
  });

  it('refuses a payload with a field no event takes, naming it, as the HTTP API does', async () => {
    const { a, b, roomId } = await matchedPair(server.ctx.app);
    const aSocket = await connected(a.token);
    const bSocket = await connected(b.token);
    await emitWithAck(bSocket, 'join:chat', { roomId });
    const silent = noEvent(bSocket, 'chat:typing_start');
    for (const event of ['join:chat', 'chat:typing_start', 'chat:mark_read'] as const) {
      expect(await emitWithAck(aSocket, event, { roomId, colour: 'red' }), event).toEqual({
        ok: false,
        error: 'Invalid request. Unrecognized key: "colour"',
      });
    }
    await silent;
  });

  it("takes the typing event's own fields from a client that sends them, trusting neither", async () => {
    const { a, b, roomId } = await matchedPair(server.ctx.app);
    const aSocket = await connected(a.token);
    const bSocket = await connected(b.token);
    await emitWithAck(bSocket, 'join:chat', { roomId });
    const started = nextEvent(bSocket, 'chat:typing_start');
    expect(await emitWithAck(aSocket, 'chat:typing_start', { roomId, userId: b.userId, userName: 'Someone else' })).toEqual({ ok: true });
    expect(await started).toEqual({ roomId, userId: a.userId, userName: expect.stringMatching(/^Alice/) });
  });

  it('refuses every room event from someone outside the room, and bad payloads', async () => {
    const { a, roomId } = await matchedPair(server.ctx.app);
    const aSocket = await connected(a.token);
    await emitWithAck(aSocket, 'join:chat', { roomId });
    const stranger = await signUp(server.ctx.app, { email: 'sock-stranger@example.com', name: 'Sock Stranger' });
    const sSocket = await connected(stranger.token);
    for (const event of ['join:chat', 'chat:typing_start', 'chat:typing_stop', 'chat:mark_read'] as const) {
      expect(await emitWithAck(sSocket, event, { roomId })).toEqual({ ok: false, error: 'Chat not found' });
    }
    const quiet = noEvent(aSocket, 'chat:typing_start');
    await emitWithAck(sSocket, 'chat:typing_start', { roomId });
    await quiet;
    const leak = noEvent(sSocket, 'chat:message');
    await sendChat(server.ctx.app, a.token, { chatRoomId: roomId, content: 'Not for strangers' });
    await leak;
    for (const payload of [undefined, null, 'x', { roomId: 'nope' }, { roomId: 42 }]) {
      const answer = await emitWithAck(sSocket, 'join:chat', payload);
      expect(answer.ok).toBe(false);
    }
  });
});

describe('a conversation that ends under open sockets', () => {
  /** A and B matched, both with the conversation open on a socket. */
  async function bothInRoom() {
    const pair = await matchedPair(server.ctx.app);
    const aSocket = await connected(pair.a.token);
    const bSocket = await connected(pair.b.token);
    expect(await emitWithAck(aSocket, 'join:chat', { roomId: pair.roomId })).toEqual({ ok: true });
    expect(await emitWithAck(bSocket, 'join:chat', { roomId: pair.roomId })).toEqual({ ok: true });
    return { ...pair, aSocket, bSocket };
  }

  async function expectCutOff(from: ClientSocket, to: ClientSocket, roomId: string) {
    const quiet = noEvent(to, 'chat:typing_start');
    expect(await emitWithAck(from, 'chat:typing_start', { roomId })).toEqual({ ok: false, error: 'Chat not found' });
    await quiet;
  }

  it('after a block, the open conversation is told it closed, neither socket hears the other type and the blocked person’s typing is refused', async () => {
    const { a, b, roomId, aSocket, bSocket } = await bothInRoom();
    const toldClosed = nextEvent(bSocket, 'chat:closed');
    const blocked = await server.ctx.app.inject({ method: 'POST', url: `/api/users/${b.userId}/block`, headers: bearer(a.token) });
    expect(blocked.statusCode).toBe(200);
    expect(await toldClosed).toEqual({ roomId });
    await expectCutOff(bSocket, aSocket, roomId);
    await expectCutOff(aSocket, bSocket, roomId);
    const noMessage = noEvent(bSocket, 'chat:message');
    expect((await sendChat(server.ctx.app, a.token, { chatRoomId: roomId, content: 'After the block' })).statusCode).toBe(404);
    await noMessage;
  });

  it('after an unmatch, the open conversation is told it closed, and typing in it is refused and reaches no one', async () => {
    const { a, matchId, roomId, aSocket, bSocket } = await bothInRoom();
    const toldClosed = nextEvent(bSocket, 'chat:closed');
    expect((await server.ctx.app.inject({ method: 'DELETE', url: `/api/matches/${matchId}`, headers: bearer(a.token) })).statusCode).toBe(
      200,
    );
    expect(await toldClosed).toEqual({ roomId });
    await expectCutOff(bSocket, aSocket, roomId);
    await expectCutOff(aSocket, bSocket, roomId);
  });
});

describe('socket payload fuzzing', () => {
  it('answers every malformed payload through the ack and keeps serving', async () => {
    const fc = (await import('fast-check')).default;
    const { a, roomId } = await matchedPair(server.ctx.app);
    const socket = await connected(a.token);
    const events = ['join:chat', 'leave:chat', 'chat:typing_start', 'chat:typing_stop', 'chat:mark_read'] as const;
    let answered = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...events), fc.anything({ maxDepth: 3 }), async (event, payload) => {
        const answer = await emitWithAck(socket, event, payload);
        answered += 1;
        const valid =
          typeof payload === 'object' && payload !== null && 'roomId' in payload && (payload as { roomId: unknown }).roomId === roomId;
        if (!valid) expect(answer.ok).toBe(false);
      }),
      { numRuns: 1000, seed: 20261122 },
    );
    expect(answered).toBe(1000);
    expect(await emitWithAck(socket, 'join:chat', { roomId })).toEqual({ ok: true });
  });
});
