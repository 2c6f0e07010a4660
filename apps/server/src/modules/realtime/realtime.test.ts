import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@seedmatch/shared/socket-events';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app';
import { signUp } from '../../../test/helpers/sign-in';
import { submitIdea, swipe } from '../../../test/helpers/factories';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let ctx: TestContext;
let url: string;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  url = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  sockets.forEach((socket) => socket.disconnect());
  await ctx.close();
});

function connect(token: string | undefined, extraHeaders: Record<string, string> = {}): ClientSocket {
  const socket: ClientSocket = io(url, {
    auth: token ? { token } : {},
    transports: ['websocket'],
    extraHeaders,
    reconnection: false,
  });
  sockets.push(socket);
  return socket;
}

const connected = (socket: ClientSocket) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });

describe('realtime socket', () => {
  it('tells the other founder about a match the moment it is made', async () => {
    const a = await signUp(ctx.app, { email: 'rt-a@example.com', name: 'Ada Realtime' });
    const b = await signUp(ctx.app, { email: 'rt-b@example.com', name: 'Bob Realtime' });
    const ideaA = await submitIdea(ctx.app, a.token, { title: 'Realtime idea A' });
    const ideaB = await submitIdea(ctx.app, b.token, { title: 'Realtime idea B' });
    const bSocket = connect(b.token);
    await connected(bSocket);
    const told = new Promise((resolve) => bSocket.once('match:new', resolve));

    await swipe(ctx.app, b.token, ideaA.id, 'RIGHT');
    const result = (await swipe(ctx.app, a.token, ideaB.id, 'RIGHT')).json();
    const event = await told;
    expect(event).toEqual({
      id: result.matchData.id,
      matchedUserName: 'Ada Realtime',
      ideaTitle: 'Realtime idea B',
      chatRoomId: expect.any(String),
    });
  });

  it("tells the swiper's own sockets (other tabs and devices) that they made a match, and only them", async () => {
    const a = await signUp(ctx.app, { email: 'rt-made-a@example.com', name: 'Ada Made' });
    const b = await signUp(ctx.app, { email: 'rt-made-b@example.com', name: 'Bob Made' });
    const ideaA = await submitIdea(ctx.app, a.token, { title: 'Made idea A' });
    const ideaB = await submitIdea(ctx.app, b.token, { title: 'Made idea B' });
    const [aOtherTab, bSocket] = [connect(a.token), connect(b.token)];
    await Promise.all([connected(aOtherTab), connected(bSocket)]);
    const heard: string[] = [];
    aOtherTab.on('match:new', () => heard.push('a match:new'));
    bSocket.on('match:made', () => heard.push('b match:made'));
    const told = new Promise((resolve) => aOtherTab.once('match:made', resolve));
    const ownerTold = new Promise((resolve) => bSocket.once('match:new', resolve));

    await swipe(ctx.app, b.token, ideaA.id, 'RIGHT');
    const result = (await swipe(ctx.app, a.token, ideaB.id, 'RIGHT')).json();
    const [event, ownerEvent] = (await Promise.all([told, ownerTold])) as [unknown, { chatRoomId: string }];
    expect(event).toEqual({ id: result.matchData.id, chatRoomId: ownerEvent.chatRoomId });
    expect(heard).toEqual([]);
  });

  it('answers authenticate and test:ping for a signed-in user', async () => {
    const user = await signUp(ctx.app, { email: 'rt-ping@example.com', name: 'Ping' });
    const socket = connect(user.token);
    await connected(socket);
    const authenticated = new Promise((resolve) => socket.once('authenticated', resolve));
    socket.emit('authenticate');
    expect(await authenticated).toEqual({ success: true, user: { id: user.userId } });
    const pong = new Promise<{ at: string }>((resolve) => socket.once('test:pong', resolve));
    socket.emit('test:ping');
    expect(Date.parse((await pong).at)).not.toBeNaN();
  });

  it('refuses a handshake without a valid session token', async () => {
    await expect(connected(connect(undefined))).rejects.toThrow('unauthorized');
    await expect(connected(connect('not-a-real-token-but-long-enough'))).rejects.toThrow('unauthorized');
  });

  it('refuses a handshake from a foreign origin', async () => {
    const user = await signUp(ctx.app, { email: 'rt-origin@example.com', name: 'Origin' });
    await expect(connected(connect(user.token, { origin: 'https://evil.example' }))).rejects.toThrow();
  });
});
