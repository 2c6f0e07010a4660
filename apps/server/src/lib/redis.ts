import { Redis, type RedisOptions } from 'ioredis';
import { ConfigError } from '../config';

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

/** How long start-up waits for Redis to take or refuse REDIS_URL's database; one that has not answered by then is an outage. */
const DATABASE_CHECK_MS = 2_000;

type RedisLog = { warn: (message: string) => void; error: (message: string) => void };

/**
 * Redis refused the SELECT of REDIS_URL's database (a default Redis has 0 to 15). ioredis reports it and
 * then goes on to ready in database 0, where the limits would mix with whatever else uses it.
 */
function isRefusedDatabase(error: Error): boolean {
  const command = (error as { command?: { name?: string } }).command;
  return command?.name === 'select' && /DB index/i.test(error.message);
}

function refusedDatabase(redis: Redis, error: Error): string {
  const { host, port, path, db } = redis.options;
  return `REDIS_URL: the Redis at ${path ?? `${host}:${port}`} has no database ${db} (${error.message}); a Redis has databases 0 to 15 unless its databases setting says more`;
}

export function createRedis(url: string, log: RedisLog): Redis {
  const redis = new Redis(url, FAST_FAIL);
  // One line per outage, not one per reconnection attempt.
  let reported = false;
  redis.on('error', (error: Error) => {
    if (isRefusedDatabase(error)) {
      // Reconnecting cannot mend a configuration: this instance goes on without Redis, as in an outage.
      redis.disconnect();
      log.error(`${refusedDatabase(redis, error)}. Serving without Redis until REDIS_URL is corrected and SeedMatch restarted`);
      return;
    }
    if (!reported)
      log.warn(
        `REDIS_URL: Redis is unreachable (${error.message || error.name}); serving without it until it is back: rate limits count per instance, and realtime events reach only this instance's sockets`,
      );
    reported = true;
  });
  redis.on('ready', () => {
    if (reported) log.warn('Redis is back');
    reported = false;
  });
  return redis;
}

/**
 * Start-up's check of REDIS_URL: throws a ConfigError when the Redis there refuses its database. A Redis
 * that is unreachable or slow to answer passes: the server starts without it (docs/decisions/0015), and
 * `createRedis` reports the refusal once it comes.
 */
export async function checkRedisDatabase(url: string): Promise<void> {
  const probe = new Redis(url, {
    lazyConnect: true,
    retryStrategy: () => null,
    connectTimeout: DATABASE_CHECK_MS,
    maxRetriesPerRequest: 0,
  });
  let timer: NodeJS.Timeout | undefined;
  const refusal = await new Promise<Error | undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), DATABASE_CHECK_MS);
    probe.on('error', (error: Error) => resolve(isRefusedDatabase(error) ? error : undefined));
    probe.once('ready', () => resolve(undefined));
    probe.once('end', () => resolve(undefined));
    probe.connect().catch(() => undefined);
  });
  clearTimeout(timer);
  probe.disconnect();
  if (refusal) throw new ConfigError([refusedDatabase(probe, refusal)]);
}
