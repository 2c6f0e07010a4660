import pLimit from 'p-limit';
import type { Db } from '../../db/client';
import { findUserByToken } from '../auth/auth-guard';
import { hashToken } from '../auth/session.service';
import type { AppServer, AppSocket } from './realtime';
import { ConnectionCounter } from './socket-limits';

const TOO_MANY_CONNECTIONS = 'too many connections';

/** Runs `release` once, when the socket or its connection goes, whichever is first. */
function onGone(socket: AppSocket, release: () => void): void {
  let isReleased = false;
  const once = () => {
    if (isReleased) return;
    isReleased = true;
    release();
  };
  socket.once('disconnect', once);
  socket.conn.once('close', once);
}

type HandshakeLimits = { maxPerUser: number; handshakesPerConnection: number; handshakeLookups: number };

/**
 * Socket.IO lets one connection send its handshake (CONNECT) again and again, each a session look-up:
 * a connection gets one at a time and `perConnection` in all, and is closed past them. Answers what marks
 * a socket's handshake finished.
 */
function limitHandshakesPerConnection(io: AppServer, perConnection: number): (socket: AppSocket) => void {
  const handshakes = new WeakMap<object, { count: number; isPending: boolean }>();
  io.use((socket, next) => {
    const seen = handshakes.get(socket.conn) ?? { count: 0, isPending: false };
    handshakes.set(socket.conn, seen);
    seen.count += 1;
    if (!seen.isPending && seen.count <= perConnection) {
      seen.isPending = true;
      return next();
    }
    next(new Error(TOO_MANY_CONNECTIONS));
    if (seen.count > perConnection) socket.conn.close();
  });
  return (socket) => {
    const seen = handshakes.get(socket.conn);
    if (seen) seen.isPending = false;
  };
}

/**
 * Authenticates each handshake by its session token and caps the sockets of one user on this instance
 * (the newest beyond the cap is refused). A session already at the cap is refused before the database
 * is asked, so a flood of handshakes with one token costs no queries; made-up tokens are held back by
 * the per-connection limit, and at most `handshakeLookups` look-ups run at once, so a flood of them
 * waits its turn instead of queueing ahead of everyone's requests.
 */
export function authenticateSockets(io: AppServer, options: { db: Db } & HandshakeLimits): void {
  const perSession = new ConnectionCounter(options.maxPerUser);
  const perUser = new ConnectionCounter(options.maxPerUser);
  const lookups = pLimit(options.handshakeLookups);
  const finishHandshake = limitHandshakesPerConnection(io, options.handshakesPerConnection);
  io.use((socket, answer) => {
    const next = (error?: Error) => {
      finishHandshake(socket);
      answer(error);
    };
    const token: unknown = socket.handshake.auth?.token;
    if (typeof token !== 'string' || token.length > 200) return next(new Error('unauthorized'));
    const tokenHash = hashToken(token);
    if (!perSession.tryTake(tokenHash)) return next(new Error(TOO_MANY_CONNECTIONS));
    const refuse = (reason: string) => {
      perSession.give(tokenHash);
      next(new Error(reason));
    };
    const isOpen = () => socket.conn.readyState === 'open';
    // A client that hung up while it waited its turn costs no look-up: a flood of them must not keep the
    // database busy ahead of everyone's handshakes.
    const lookup = lookups(() => (isOpen() ? findUserByToken(options.db, token) : Promise.resolve(null)));
    lookup.then(
      (found) => {
        // The client may have gone while the database answered: then no close event is left to come.
        if (!isOpen()) return refuse('closed');
        if (!found?.user) return refuse('unauthorized');
        const userId = found.user.id;
        if (!perUser.tryTake(userId)) return refuse(TOO_MANY_CONNECTIONS);
        socket.data = { userId, userName: found.user.name, tokenHash, expiresAt: found.expiresAt };
        onGone(socket, () => {
          perSession.give(tokenHash);
          perUser.give(userId);
        });
        next();
      },
      () => refuse('unavailable'),
    );
  });
}
