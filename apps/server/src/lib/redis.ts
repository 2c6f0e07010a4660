import { Redis, type RedisOptions } from 'ioredis';

/**
 * How the rate limiter talks to Redis: while Redis is unreachable a command fails at once (no offline
 * queue) and a hung Redis fails it within 500 ms, so the limiter falls back to memory instead of holding
 * the request; the client keeps reconnecting in the background, start-up included.
 */
const FAST_FAIL: RedisOptions = {
  enableOfflineQueue: false,
  commandTimeout: 500,
  maxRetriesPerRequest: 1,
  retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
};

/**
 * The Socket.IO adapter's subscriber and publisher queue while disconnected instead: the subscriber must
 * subscribe whenever Redis comes (back), and the adapter does not catch a failed publish.
 */
export const QUEUE_UNTIL_BACK: RedisOptions = { enableOfflineQueue: true, commandTimeout: undefined, maxRetriesPerRequest: null };

export function createRedis(url: string, log: (message: string) => void): Redis {
  const redis = new Redis(url, FAST_FAIL);
  // One line per outage, not one per reconnection attempt.
  let reported = false;
  redis.on('error', (error: Error) => {
    if (!reported)
      log(
        `REDIS_URL: Redis is unreachable (${error.message || error.name}); serving without it until it is back: rate limits count per instance, and realtime events reach only this instance's sockets`,
      );
    reported = true;
  });
  redis.on('ready', () => {
    if (reported) log('Redis is back');
    reported = false;
  });
  return redis;
}
