import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import type { ClientToServerEvents, ServerToClientEvents } from '@seedmatch/shared/socket-events';
import { SOCKET_PATH } from '@seedmatch/shared/socket-events';
import type { Db } from '../../db/client';
import { findUserByToken } from '../auth/auth-guard';
import { guardSocketPacket } from '../../lib/text-guard';
import { QUEUE_UNTIL_BACK } from '../../lib/redis';

type SocketData = { userId: string };
type EventName = keyof ServerToClientEvents;

/** Tells users about things as they happen, on every instance (through Redis when configured). */
export type Notifier = {
  toUser<E extends EventName>(userId: string, event: E, ...payload: Parameters<ServerToClientEvents[E]>): void;
  /** Everyone who has the conversation open (joined with `join:chat`). */
  toChat<E extends EventName>(roomId: string, event: E, ...payload: Parameters<ServerToClientEvents[E]>): void;
};

export type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

export type Realtime = {
  notifier: Notifier;
  /** Adds a module's event handlers to every authenticated socket. */
  onConnection: (handler: (socket: AppSocket) => void) => void;
};

export const userRoom = (userId: string) => `user:${userId}`;
export const chatRoom = (roomId: string) => `chat:${roomId}`;

function isAllowedOrigin(request: IncomingMessage, publicUrl: string, isProduction: boolean): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  if (origin === new URL(publicUrl).origin) return true;
  return !isProduction && /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(origin);
}

/**
 * Socket.IO on the app's own HTTP server. The handshake is authenticated by the session token;
 * each socket joins its user's room.
 */
export function attachRealtime(
  app: FastifyInstance,
  options: { db: Db; redis?: Redis; publicUrl: string; isProduction: boolean; instanceName?: string | undefined },
): Realtime {
  const io = new Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>(app.server, {
    path: SOCKET_PATH,
    serveClient: false,
    allowRequest: (request, callback) => callback(null, isAllowedOrigin(request, options.publicUrl, options.isProduction)),
  });
  const { instanceName } = options;
  // Every engine response (polling and the WebSocket upgrade) names its instance, as the HTTP routes do.
  if (instanceName) io.engine.on('headers', (headers: Record<string, string>) => (headers['X-Instance'] = instanceName));
  const adapterClients = options.redis ? [options.redis.duplicate(QUEUE_UNTIL_BACK), options.redis.duplicate(QUEUE_UNTIL_BACK)] : [];
  if (adapterClients.length === 2) io.adapter(createAdapter(adapterClients[0], adapterClients[1]));

  io.use((socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    if (typeof token !== 'string' || token.length > 200) return next(new Error('unauthorized'));
    findUserByToken(options.db, token).then(
      (found) => {
        if (!found?.user) return next(new Error('unauthorized'));
        socket.data.userId = found.user.id;
        next();
      },
      () => next(new Error('unavailable')),
    );
  });

  const handlers: ((socket: AppSocket) => void)[] = [];
  io.on('connection', (socket) => {
    const { userId } = socket.data;
    socket.use(guardSocketPacket);
    void socket.join(userRoom(userId));
    socket.on('authenticate', () => socket.emit('authenticated', { success: true, user: { id: userId } }));
    socket.on('test:ping', () => socket.emit('test:pong', { at: new Date().toISOString() }));
    for (const handler of handlers) handler(socket);
  });

  // Fastify closes the HTTP server itself; here only the sockets and the adapter's connections go.
  app.addHook('preClose', async () => {
    io.disconnectSockets(true);
    io.engine.close();
    for (const client of adapterClients) client.disconnect();
  });

  return {
    notifier: {
      toUser(userId, event, ...payload) {
        io.to(userRoom(userId)).emit(event, ...payload);
      },
      toChat(roomId, event, ...payload) {
        io.to(chatRoom(roomId)).emit(event, ...payload);
      },
    },
    onConnection: (handler) => handlers.push(handler),
  };
}
