import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createTestApp, type TestContext } from '../../test/helpers/test-app';

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) throw new Error('TEST_REDIS_URL is required: run these tests through `npm test`');

const clients: Redis[] = [];
const instances: TestContext[] = [];

beforeAll(async () => {
  for (let i = 0; i < 2; i += 1) {
    const redis = new Redis(redisUrl);
    clients.push(redis);
    instances.push(await createTestApp({ redis, requestsPerMinute: 4 }));
  }
  await clients[0]!.flushall();
});

afterAll(async () => {
  for (const instance of instances) await instance.close();
  for (const client of clients) client.disconnect();
});

describe('rate limits with REDIS_URL', () => {
  it('are shared by every instance behind the load balancer', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const instance = instances[i % 2]!;
      codes.push((await instance.app.inject({ url: '/api/config' })).statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 200, 429, 429]);
    const limited = await instances[1]!.app.inject({ url: '/api/config' });
    expect(limited.json()).toEqual({ error: 'Too many requests, please slow down.' });
  });
});
