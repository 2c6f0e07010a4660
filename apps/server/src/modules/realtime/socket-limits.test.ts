import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SOCKET_LIMITS } from '@seedmatch/shared/constants';
import { ERROR_MESSAGES } from '@seedmatch/shared/errors';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app';
import { signInThroughIssuer, signUp } from '../../../test/helpers/sign-in';
import { connectSocket, disconnection, emitWithAck, type ClientSocket } from '../../../test/helpers/sockets';

let ctx: TestContext;
let url: string;
const open: ClientSocket[] = [];

beforeAll(async () => {
  // The limits as they ship: no test scale.
  ctx = await createTestApp({ env: { RATE_LIMIT_SCALE: '1' } });
  url = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  open.forEach((socket) => socket.disconnect());
  await ctx.close();
});

function connect(token: string) {
  const attempt = connectSocket(url, token);
  open.push(attempt.socket);
  return attempt;
}

describe('sockets per user', () => {
  it('refuses the newest socket beyond the cap, across the user’s sessions, and takes one again once a place is free', async () => {
    const user = await signUp(ctx.app, { email: 'many-tabs@example.com', name: 'Many Tabs' });
    const other = await signInThroughIssuer(ctx.app, { email: 'many-tabs@example.com', name: 'Many Tabs' });
    const sockets: ClientSocket[] = [];
    for (let i = 0; i < SOCKET_LIMITS.connectionsPerUser; i += 1) sockets.push(await connect(i % 2 ? user.token : other.token!).ready);
    await expect(connect(user.token).ready).rejects.toThrow('too many connections');
    await expect(connect(other.token!).ready).rejects.toThrow('too many connections');
    expect(sockets.every((socket) => socket.connected)).toBe(true);

    const someoneElse = await signUp(ctx.app, { email: 'one-tab@example.com', name: 'One Tab' });
    expect((await connect(someoneElse.token).ready).connected).toBe(true);

    const gone = disconnection(sockets[0]!);
    sockets[0]!.disconnect();
    await gone;
    await expect
      .poll(
        async () =>
          connect(user.token).ready.then(
            (s) => s.connected,
            () => false,
          ),
        { timeout: 3000 },
      )
      .toBe(true);
  });
});

describe('events per socket', () => {
  it('refuses events beyond the burst through the ack, then serves again as the bucket refills', async () => {
    const user = await signUp(ctx.app, { email: 'chatty@example.com', name: 'Chatty' });
    const socket = await connect(user.token).ready;
    const roomId = '00000000-0000-4000-8000-000000000000';
    const answers = await Promise.all(
      Array.from({ length: SOCKET_LIMITS.eventBurst + 10 }, () => emitWithAck(socket, 'chat:typing_start', { roomId })),
    );
    const refused = answers.filter((answer) => !answer.ok && answer.error === ERROR_MESSAGES.tooManyRequests);
    expect(refused.length).toBeGreaterThanOrEqual(5);
    expect(refused.length).toBeLessThanOrEqual(10);
    expect(answers.slice(0, SOCKET_LIMITS.eventBurst).every((answer) => !answer.ok && answer.error === 'Chat not found')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await emitWithAck(socket, 'chat:typing_start', { roomId })).toEqual({ ok: false, error: 'Chat not found' });
    expect(socket.connected).toBe(true);
  });

  it('disconnects a socket that keeps flooding', async () => {
    const user = await signUp(ctx.app, { email: 'flooder@example.com', name: 'Flooder' });
    const socket = await connect(user.token).ready;
    const dropped = disconnection(socket, 5000);
    for (let i = 0; i < SOCKET_LIMITS.eventBurst + SOCKET_LIMITS.floodEvents + 50; i += 1) socket.emit('join:chat', { roomId: 'x' });
    expect(await dropped).toBe('io server disconnect');
  });
});

describe('handshakes per connection', () => {
  it('takes one handshake at a time on a connection and closes it after a few, whatever the tokens', async () => {
    const ws = new WebSocket(`${url.replace('http', 'ws')}/socket.io/?EIO=4&transport=websocket`);
    const refusals: string[] = [];
    ws.on('message', (data) => {
      const packet = data.toString();
      if (packet.startsWith('44')) refusals.push((JSON.parse(packet.slice(2)) as { message: string }).message);
    });
    await new Promise((resolve) => ws.once('open', resolve));
    const closed = new Promise((resolve) => {
      ws.once('close', () => resolve('closed'));
      setTimeout(() => resolve('still open'), 3000);
    });
    // Socket.IO lets one connection send CONNECT again and again: each with a made-up token was a database look-up.
    for (let i = 0; i < 200; i += 1) ws.send(`40${JSON.stringify({ token: randomBytes(32).toString('base64url') })}`);
    expect(await closed).toBe('closed');
    // Only the first was looked up; the others were refused unasked, or not answered once it closed.
    expect(refusals.filter((reason) => reason !== 'too many connections').length).toBeLessThanOrEqual(1);
  });
});
