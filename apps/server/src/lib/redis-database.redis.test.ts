import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { startRedis } from '../../../../scripts/services.mjs';
import { createRedis } from './redis';

// A default redis-server has databases 0 to 15: REDIS_URL names one it does not have.
let redisServer: Awaited<ReturnType<typeof startRedis>>;

beforeAll(async () => {
  redisServer = await startRedis();
});

afterAll(() => redisServer?.stop());

async function eventually(check: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a Redis that comes back without the database REDIS_URL names', () => {
  // Unreachable at start, the server cannot check the database then: it finds out when Redis comes.
  it('is not reported back: one error names REDIS_URL and the database, and nothing is written to database 0', async () => {
    await redisServer.halt();
    const lines: { level: string; message: string }[] = [];
    const redis = createRedis(`${redisServer.url}/99`, {
      warn: (message) => lines.push({ level: 'warn', message }),
      error: (message) => lines.push({ level: 'error', message }),
    });
    const plain = new Redis(redisServer.url, { lazyConnect: true });
    try {
      await eventually(() => lines.length === 1);
      await redisServer.start();
      await eventually(() => lines.length === 2);
      // Long enough for a client still reconnecting to report again.
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      await redis.incr('seedmatch-rl:probe').catch(() => undefined);

      expect(lines).toEqual([
        { level: 'warn', message: expect.stringMatching(/^REDIS_URL: Redis is unreachable/) },
        { level: 'error', message: expect.stringMatching(/^REDIS_URL: the Redis at 127\.0\.0\.1:\d+ has no database 99 /) },
      ]);
      await plain.connect();
      expect(await plain.dbsize()).toBe(0);
    } finally {
      redis.disconnect();
      plain.disconnect();
    }
  });
});
