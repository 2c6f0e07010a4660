import { describe, expect, it } from 'vitest';
import { matchedPair } from '../../../test/helpers/factories';
import { emitWithAck, noEvent, socketTestApp } from '../../../test/helpers/sockets';

const server = socketTestApp();
const { connected } = server;

describe('socket payloads with NUL characters or broken Unicode', () => {
  it('are answered with an error ack and reach no handler', async () => {
    const { a, b, roomId } = await matchedPair(server.ctx.app);
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
