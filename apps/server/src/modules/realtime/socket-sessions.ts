import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { liveSessionHashes } from '../auth/session.service';
import type { AppSocket } from './realtime';

// setTimeout fires at once beyond 2^31 - 1 ms (about 24.8 days), shorter than a session's lifetime.
const MAX_TIMER_MS = 2 ** 31 - 1;
const SWEEP_BATCH = 1000;

/** Drops the socket the moment its session's lifetime ends. */
export function endAtExpiry(socket: AppSocket, expiresAt: Date): void {
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    const left = expiresAt.getTime() - Date.now();
    if (left <= 0) {
      socket.disconnect(true);
      return;
    }
    timer = setTimeout(arm, Math.min(left, MAX_TIMER_MS));
  };
  arm();
  socket.once('disconnect', () => clearTimeout(timer));
}

/**
 * Every `intervalMs`, drops this instance's sockets whose session has ended where no socket server
 * heard of it (an operator command in another process, idleness); returns the stop function.
 */
export function sweepEndedSessions(
  sockets: () => Iterable<AppSocket>,
  options: { db: Db; intervalMs: number; log: FastifyBaseLogger },
): () => void {
  let isRunning = false;
  const sweep = async () => {
    const current = [...sockets()];
    const hashes = [...new Set(current.map((socket) => socket.data.tokenHash))];
    const live = new Set<string>();
    for (let start = 0; start < hashes.length; start += SWEEP_BATCH) {
      for (const hash of await liveSessionHashes(options.db, hashes.slice(start, start + SWEEP_BATCH))) live.add(hash);
    }
    for (const socket of current) if (!live.has(socket.data.tokenHash)) socket.disconnect(true);
  };
  const timer = setInterval(() => {
    if (isRunning) return;
    isRunning = true;
    sweep()
      .catch((error: unknown) => options.log.warn({ err: error }, 'socket session sweep failed; retried next time'))
      .finally(() => (isRunning = false));
  }, options.intervalMs).unref();
  return () => clearInterval(timer);
}
