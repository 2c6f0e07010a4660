import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app';
import { matchedPair } from '../../../test/helpers/factories';
import { connectSocket, emitWithAck, noEvent, type ClientSocket } from '../../../test/helpers/sockets';

let ctx: TestContext;
let url: string;
const open: ClientSocket[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  url = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  open.forEach((socket) => socket.disconnect());
  await ctx.close();
});

async function connected(token: string) {
  const socket = await connectSocket(url, token).ready;
  open.push(socket);
  return socket;
}

describe('socket payloads with NUL characters or broken Unicode', () => {
  it('are answered with an error ack and reach no handler', async () => {
    const { a, b, roomId } = await matchedPair(ctx.app);
    const aSocket = await connected(a.token);
    const bSocket = await connected(b.token);
    await emitWithAck(bSocket, 'join:chat', { roomId });
    const silent = noEvent(bSocket, 'chat:typing_start');
    expect(await emitWithAck(aSocket, 'join:chat', { roomId, note: 'x\u0000' })).toEqual({
      ok: false,
      error: 'Invalid request. Text must not contain NUL characters.',
    });
    expect(await emitWithAck(aSocket, 'chat:typing_start', { roomId: `${roomId}\u0000` })).toEqual({
      ok: false,
      error: 'Invalid request. Text must not contain NUL characters.',
    });
    expect(await emitWithAck(aSocket, 'chat:typing_start', { roomId, note: '\ud800' })).toEqual({
      ok: false,
      error: 'Invalid request. Text must be valid Unicode.',
    });
    await silent;
    expect(await emitWithAck(aSocket, 'chat:typing_start', { roomId })).toEqual({ ok: true });
  });
});
