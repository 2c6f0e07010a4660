import { ERROR_MESSAGES } from '@seedmatch/shared/errors';
import type { AppSocket } from './realtime';

/** Counts live sockets per key (user, session) on this instance; refuses a new one beyond `max`. */
export class ConnectionCounter {
  private readonly counts = new Map<string, number>();
  constructor(private readonly max: number) {}

  /** Takes a place for `key`; false when it is full. */
  tryTake(key: string): boolean {
    const count = this.counts.get(key) ?? 0;
    if (count >= this.max) return false;
    this.counts.set(key, count + 1);
    return true;
  }

  give(key: string): void {
    const count = (this.counts.get(key) ?? 1) - 1;
    if (count <= 0) this.counts.delete(key);
    else this.counts.set(key, count);
  }
}

/**
 * A token bucket over every event of one socket. A refused event is dropped, answered through its ack
 * when it has one; a socket refused `floodEvents` more than the rate gives back is disconnected.
 */
export function limitEvents(socket: AppSocket, limits: { eventsPerSecond: number; eventBurst: number; floodEvents: number }): void {
  let tokens = limits.eventBurst;
  let refused = 0;
  let last = performance.now();
  socket.use((packet, next) => {
    const now = performance.now();
    const regained = ((now - last) / 1000) * limits.eventsPerSecond;
    last = now;
    tokens = Math.min(limits.eventBurst, tokens + regained);
    refused = Math.max(0, refused - regained);
    if (tokens >= 1) {
      tokens -= 1;
      return next();
    }
    refused += 1;
    const ack: unknown = packet[packet.length - 1];
    if (typeof ack === 'function') ack({ ok: false, error: ERROR_MESSAGES.tooManyRequests });
    if (refused >= limits.floodEvents) socket.disconnect(true);
  });
}
