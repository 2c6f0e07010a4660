import type { Redis } from 'ioredis';
import { isDatabaseReady, type Db } from '../../db/client';

type CheckState = 'ok' | 'down' | 'off';
export type Readiness = {
  status: 'ok' | 'degraded' | 'unavailable';
  checks: { database: 'ok' | 'down' | 'full'; redis: CheckState };
};

// A probe must answer in time even when a dependency hangs; the pool's own timeouts are longer.
const CHECK_TIMEOUT_MS = 1_500;

function withinTimeout(check: Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS)));
  return Promise.race([check, late]).finally(() => clearTimeout(timer));
}

async function isRedisReady(redis: Redis): Promise<boolean> {
  if (redis.status !== 'ready') return false;
  return redis.ping().then(
    (answer) => answer === 'PONG',
    () => false,
  );
}

/**
 * Whether this instance can serve. Without the database, or with its disk full, it cannot (`unavailable`);
 * without Redis it still can, with rate limits per instance and realtime events on this instance only
 * (`degraded`).
 */
export async function checkReadiness(db: Db, redis: Redis | undefined, diskFull: boolean): Promise<Readiness> {
  const [databaseUp, redisUp] = await Promise.all([
    withinTimeout(isDatabaseReady(db)),
    redis ? withinTimeout(isRedisReady(redis)) : Promise.resolve(null),
  ]);
  const database = !databaseUp ? 'down' : diskFull ? 'full' : 'ok';
  const checks = { database, redis: redisUp === null ? 'off' : redisUp ? 'ok' : 'down' } as const;
  const status = database !== 'ok' ? 'unavailable' : checks.redis === 'down' ? 'degraded' : 'ok';
  return { status, checks };
}
