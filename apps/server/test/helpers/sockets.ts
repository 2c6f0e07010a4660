import { afterAll, beforeAll } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@seedmatch/shared/socket-events';
import type { SocketAck } from '@seedmatch/shared/chat';
import { createTestApp, type TestContext } from './test-app';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A connected socket.io client for a session token; rejects when the handshake is refused. */
export function connectSocket(url: string, token: string | undefined, extraHeaders: Record<string, string> = {}) {
  const socket: ClientSocket = io(url, { auth: token ? { token } : {}, transports: ['websocket'], extraHeaders, reconnection: false });
  const ready = new Promise<ClientSocket>((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
  return { socket, ready };
}

/** Emits an event with an ack and resolves with the server's answer. */
export function emitWithAck(
  socket: ClientSocket,
  event: 'join:chat' | 'leave:chat' | 'chat:typing_start' | 'chat:typing_stop' | 'chat:mark_read',
  payload: unknown,
) {
  return new Promise<SocketAck>((resolve) => socket.emit(event, payload, resolve));
}

/** The next occurrence of an event, or a rejection after `ms`. */
export function nextEvent<E extends keyof ServerToClientEvents>(socket: ClientSocket, event: E, ms = 3000) {
  return new Promise<Parameters<ServerToClientEvents[E]>[0]>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, ((payload: Parameters<ServerToClientEvents[E]>[0]) => {
      clearTimeout(timer);
      resolve(payload);
    }) as never);
  });
}

/** Resolves when no such event arrives within `ms` (to prove something was not sent). */
export function noEvent(socket: ClientSocket, event: keyof ServerToClientEvents, ms = 400) {
  return new Promise<void>((resolve, reject) => {
    const listener = () => reject(new Error(`unexpected ${event}`));
    socket.once(event, listener as never);
    setTimeout(() => {
      socket.off(event, listener as never);
      resolve();
    }, ms);
  });
}

/** Resolves with the reason when the socket is disconnected, or rejects after `ms`. */
export function disconnection(socket: ClientSocket, ms = 3000) {
  return new Promise<string>((resolve, reject) => {
    if (socket.disconnected) return resolve('already disconnected');
    const timer = setTimeout(() => reject(new Error(`still connected after ${ms} ms`)), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

/**
 * A test app listening on a free loopback port for the file's tests, and `connected(token)` for sockets
 * that close with it.
 */
export function socketTestApp() {
  let context: TestContext | undefined;
  let url = '';
  const open: ClientSocket[] = [];
  beforeAll(async () => {
    context = await createTestApp();
    url = await context.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    open.forEach((socket) => socket.disconnect());
    await context?.close();
  });
  return {
    get ctx(): TestContext {
      if (!context) throw new Error('the socket test app starts in beforeAll');
      return context;
    },
    get url() {
      return url;
    },
    async connected(token: string) {
      const socket = await connectSocket(url, token).ready;
      open.push(socket);
      return socket;
    },
  };
}
