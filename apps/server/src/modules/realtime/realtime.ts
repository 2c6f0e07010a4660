import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import type { ClientToServerEvents, ServerToClientEvents } from '@seedmatch/shared/socket-events';
import { SOCKET_PATH } from '@seedmatch/shared/socket-events';
import type { Db } from '../../db/client';
import { guardSocketPacket } from '../../lib/text-guard';
import { QUEUE_UNTIL_BACK } from '../../lib/redis';
import { SOCKET_LIMITS } from '@seedmatch/shared/constants';
import { authenticateSockets } from './socket-handshake';
import { limitEvents } from './socket-limits';
import { endAtExpiry, sweepEndedSessions } from './socket-sessions';

/** Read once at the handshake; `userName` follows a profile rename on this instance (decision 0031). */
type SocketData = { userId: string; userName: string; tokenHash: string; expiresAt: Date };
type EventName = keyof ServerToClientEvents;

/** Tells users about things as they happen, on every instance (through Redis when configured). */
export type Notifier = {
  toUser<E extends EventName>(userId: string, event: E, ...payload: Parameters<ServerToClientEvents[E]>): void;
  /** Everyone who has the conversation open (joined with `join:chat`). */
  toChat<E extends EventName>(roomId: string, event: E, ...payload: Parameters<ServerToClientEvents[E]>): void;
  /** Both at once: a socket that is in the conversation and is the user's gets it once. */
  toChatAndUser<E extends EventName>(roomId: string, userId: string, event: E, ...payload: Parameters<ServerToClientEvents[E]>): void;
};

export type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type AppServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** Ends sockets when what they rest on ends, on every instance (through the adapter). */
export type SocketControl = {
  /** Disconnects the sockets of one session (logout). */
  endSession: (tokenHash: string) => void;
  /** Disconnects every socket of the user (suspension, deletion, sign out everywhere). */
  endUser: (userId: string) => void;
  /** Tells the sockets in a conversation that closed (block, unmatch) and takes them out of it. */
  closeChat: (roomId: string) => void;
  /** Gives the user's sockets on this instance their new name (elsewhere it is read at the next handshake). */
  renameUser: (userId: string, name: string) => void;
};

/** What the routes need when no socket server runs (operator commands): nothing to end. */
export const noSockets: SocketControl = {
  endSession: () => undefined,
  endUser: () => undefined,
  closeChat: () => undefined,
  renameUser: () => undefined,
};

export type Realtime = {
  notifier: Notifier;
  sockets: SocketControl;
  /** Adds a module's event handlers to every authenticated socket. */
  onConnection: (handler: (socket: AppSocket) => void) => void;
};

const userRoom = (userId: string) => `user:${userId}`;
export const chatRoom = (roomId: string) => `chat:${roomId}`;
const sessionRoom = (tokenHash: string) => `session:${tokenHash}`;

/** How often each instance looks for sockets whose session ended out of its sight. */
const SESSION_SWEEP_MS = 15_000;

function isAllowedOrigin(request: IncomingMessage, publicUrl: string, isProduction: boolean): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  if (origin === new URL(publicUrl).origin) return true;
  return !isProduction && /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(origin);
}

/** Ends sockets through the server's adapter: with Redis, on every instance. */
export function socketControl(io: AppServer): SocketControl {
  return {
    endSession: (tokenHash) => io.in(sessionRoom(tokenHash)).disconnectSockets(true),
    endUser: (userId) => io.in(userRoom(userId)).disconnectSockets(true),
    closeChat: (roomId) => {
      // Said before the sockets leave, so a screen showing the conversation can say it closed.
      io.in(chatRoom(roomId)).emit('chat:closed', { roomId });
      io.in(chatRoom(roomId)).socketsLeave(chatRoom(roomId));
    },
    renameUser: (userId, name) => {
      for (const socket of io.of('/').sockets.values()) if (socket.data.userId === userId) socket.data.userName = name;
    },
  };
}

/**
 * Socket.IO on the app's own HTTP server. The handshake is authenticated by the session token;
 * each socket joins its user's room.
 */
export function attachRealtime(
  app: FastifyInstance,
  options: {
    db: Db;
    redis?: Redis;
    publicUrl: string;
    isProduction: boolean;
    instanceName?: string | undefined;
    sessionSweepMs?: number;
    rateLimitScale?: number;
  },
): Realtime {
  const io: AppServer = new Server(app.server, {
    path: SOCKET_PATH,
    serveClient: false,
    allowRequest: (request, callback) => callback(null, isAllowedOrigin(request, options.publicUrl, options.isProduction)),
  });
  const { instanceName } = options;
  // Every engine response (polling and the WebSocket upgrade) names its instance, as the HTTP routes do.
  if (instanceName) io.engine.on('headers', (headers: Record<string, string>) => (headers['X-Instance'] = instanceName));
  const adapterClients = options.redis
    ? [catchUnheardCommands(options.redis.duplicate(QUEUE_UNTIL_BACK)), catchUnheardCommands(options.redis.duplicate(QUEUE_UNTIL_BACK))]
    : [];
  // The rate limiter's client reports an outage once (lib/redis.ts); these reconnect by themselves, and
  // unheard they would print every failed attempt as loose text.
  for (const client of adapterClients) client.on('error', () => undefined);
  if (adapterClients.length === 2) io.adapter(createAdapter(adapterClients[0], adapterClients[1]));

  authenticateSockets(io, {
    db: options.db,
    maxPerUser: SOCKET_LIMITS.connectionsPerUser,
    handshakesPerConnection: SOCKET_LIMITS.handshakesPerConnection,
    handshakeLookups: SOCKET_LIMITS.handshakeLookups,
  });
  // Tests raise the rate (RATE_LIMIT_SCALE), as for HTTP; the flood threshold rises with it.
  const scale = options.rateLimitScale ?? 1;
  const eventLimits = {
    eventsPerSecond: SOCKET_LIMITS.eventsPerSecond * scale,
    eventBurst: SOCKET_LIMITS.eventBurst * scale,
    floodEvents: SOCKET_LIMITS.floodEvents * scale,
  };

  const handlers: ((socket: AppSocket) => void)[] = [];
  io.on('connection', (socket) => {
    limitEvents(socket, eventLimits);
    socket.use(guardSocketPacket);
    const { userId, tokenHash, expiresAt } = socket.data;
    void socket.join([userRoom(userId), sessionRoom(tokenHash)]);
    endAtExpiry(socket, expiresAt);
    socket.on('authenticate', () => socket.emit('authenticated', { success: true, user: { id: userId } }));
    // The spec's client sends test:ping (docs/product.md#realtime-events), so it answers in production too.
    socket.on('test:ping', () => socket.emit('test:pong', { at: new Date().toISOString() }));
    for (const handler of handlers) handler(socket);
  });

  const stopSweep = sweepEndedSessions(() => io.of('/').sockets.values(), {
    db: options.db,
    intervalMs: options.sessionSweepMs ?? SESSION_SWEEP_MS,
    log: app.log,
  });

  // Fastify closes the HTTP server itself; here only the sockets and the adapter's connections go.
  app.addHook('preClose', async () => {
    stopSweep();
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
      toChatAndUser(roomId, userId, event, ...payload) {
        io.to(chatRoom(roomId))
          .to(userRoom(userId))
          .emit(event, ...payload);
      },
    },
    sockets: socketControl(io),
    onConnection: (handler) => handlers.push(handler),
  };
}

/**
 * The adapter neither awaits nor catches its Redis commands (subscriptions, publishes). Those still queued
 * when the client closes (a Redis that never answered, like a `rediss://` URL whose TLS handshake never
 * ends) are rejected then, and an unhandled rejection ended the process mid-shutdown, before the database
 * closed. Their failure is the outage the rate limiter's client already reported; a caller that awaits a
 * command still gets its rejection.
 */
function catchUnheardCommands(client: Redis): Redis {
  const send = client.sendCommand.bind(client);
  client.sendCommand = (command, stream) => {
    command.promise.catch(() => undefined);
    return send(command, stream);
  };
  return client;
}
