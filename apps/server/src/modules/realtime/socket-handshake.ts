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

/**
 * Authenticates each handshake by its session token and caps the sockets of one user on this instance
 * (the newest beyond the cap is refused). A session already at the cap is refused before the database
 * is asked, so a flood of handshakes with one token costs no queries.
 */
export function authenticateSockets(io: AppServer, options: { db: Db; maxPerUser: number }): void {
  const perSession = new ConnectionCounter(options.maxPerUser);
  const perUser = new ConnectionCounter(options.maxPerUser);
  io.use((socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    if (typeof token !== 'string' || token.length > 200) return next(new Error('unauthorized'));
    const tokenHash = hashToken(token);
    if (!perSession.tryTake(tokenHash)) return next(new Error(TOO_MANY_CONNECTIONS));
    const refuse = (reason: string) => {
      perSession.give(tokenHash);
      next(new Error(reason));
    };
    findUserByToken(options.db, token).then(
      (found) => {
        if (!found?.user) return refuse('unauthorized');
        // The client may have gone while the database answered: then no close event is left to come.
        if (socket.conn.readyState !== 'open') return refuse('closed');
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
