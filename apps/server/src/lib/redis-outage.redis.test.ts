import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Redis } from 'ioredis';
import { startRedis } from '../../../../scripts/services.mjs';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { createRedis } from './redis';
import { openTestDatabase } from '../../test/helpers/test-database';
import { matchedPair, sendChat } from '../../test/helpers/factories';
import { connectSocket, emitWithAck, nextEvent, type ClientSocket } from '../../test/helpers/sockets';
import { freePort, ServerProcess } from '../../test/helpers/server-process';
import { TEST_PUBLIC_URL } from '../../test/helpers/test-app';

if (!process.env.TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is required: run these tests through `npm test`');

// A Redis server of this file's own, so it can be stopped and started again on the same port.
let redisServer: Awaited<ReturnType<typeof startRedis>>;
let database: Database & { url?: string };
const clients: Redis[] = [];
const instances: FastifyInstance[] = [];
const urls: string[] = [];

const PER_MINUTE = 40;

beforeAll(async () => {
  redisServer = await startRedis();
  database = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO_DATA: 'off', PUBLIC_URL: TEST_PUBLIC_URL });
  for (let i = 0; i < 2; i += 1) {
    const redis = createRedis(redisServer.url, { warn: () => undefined, error: () => undefined });
    clients.push(redis);
    const app = await buildApp({ config, database, redis, logger: false, requestsPerMinute: PER_MINUTE });
    instances.push(app);
    urls.push(await app.listen({ port: 0, host: '127.0.0.1' }));
  }
});

afterAll(async () => {
  for (const app of instances) await app.close();
  for (const client of clients) client.disconnect();
  await database?.close();
  redisServer?.stop();
});

async function timed(call: () => Promise<LightMyRequestResponse>): Promise<{ response: LightMyRequestResponse; ms: number }> {
  const startedAt = performance.now();
  const response = await call();
  return { response, ms: performance.now() - startedAt };
}

async function eventually(check: () => Promise<boolean>, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Sends a message through instance A and waits for it on a socket connected to instance B. */
async function deliveredAcross(socket: ClientSocket, token: string, roomId: string, content: string, ms: number) {
  const delivered = nextEvent(socket, 'chat:message', ms);
  expect((await sendChat(instances[0]!, token, { chatRoomId: roomId, content })).statusCode).toBe(201);
  return delivered.then(
    (message) => message.content === content,
    () => false,
  );
}

describe('a Redis outage', () => {
  it('keeps the API answering, limits per instance, says degraded, and recovers when Redis returns', async () => {
    const [appA, appB] = instances as [FastifyInstance, FastifyInstance];
    const { a, b, roomId } = await matchedPair(appA);
    const { socket, ready } = connectSocket(urls[1]!, b.token);
    await ready;
    try {
      expect(await emitWithAck(socket, 'join:chat', { roomId })).toEqual({ ok: true });
      expect(await deliveredAcross(socket, a.token, roomId, 'Before the outage', 5_000)).toBe(true);
      expect((await appA.inject({ url: '/readyz' })).json()).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'ok' } });

      await redisServer.halt();
      for (const call of [
        () => appA.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${a.token}` } }),
        () => sendChat(appA, a.token, { chatRoomId: roomId, content: 'During the outage' }),
        () => appB.inject({ url: '/api/config' }),
      ]) {
        const { response, ms } = await timed(call);
        expect(response.statusCode).toBeLessThan(300);
        expect(ms).toBeLessThan(1_000);
      }
      const readiness = await timed(() => appB.inject({ url: '/readyz' }));
      expect(readiness.response.statusCode).toBe(200);
      expect(readiness.response.json()).toEqual({ status: 'degraded', checks: { database: 'ok', redis: 'down' } });
      expect(readiness.ms).toBeLessThan(2_000);

      // The limit still holds, counted in this instance's memory from the start of the outage.
      const codes: number[] = [];
      for (let i = 0; i <= PER_MINUTE; i += 1)
        codes.push((await appA.inject({ url: '/api/config', remoteAddress: '10.3.0.1' })).statusCode);
      expect(codes.filter((code) => code === 200)).toHaveLength(PER_MINUTE);
      expect(codes.at(-1)).toBe(429);

      await redisServer.start();
      await eventually(async () => (await appB.inject({ url: '/readyz' })).json().checks.redis === 'ok');
      await eventually(() => deliveredAcross(socket, a.token, roomId, `After the outage ${Date.now()}`, 1_000));
      await appA.inject({ url: '/api/config', remoteAddress: '10.3.0.2' });
      expect(await clients[0]!.keys('seedmatch-rl:*10.3.0.2*')).toHaveLength(1);
    } finally {
      socket.disconnect();
    }
  });
});

describe('a hung Redis (connections open, no answers)', () => {
  it('keeps the API answering within a second and says degraded, and recovers when Redis answers again', async () => {
    const [appA] = instances as [FastifyInstance, FastifyInstance];
    redisServer.freeze();
    try {
      for (let i = 0; i < 3; i += 1) {
        const { response, ms } = await timed(() => appA.inject({ url: '/api/config', remoteAddress: '10.4.0.1' }));
        expect(response.statusCode).toBe(200);
        expect(ms).toBeLessThan(1_000);
      }
      const readiness = await timed(() => appA.inject({ url: '/readyz' }));
      expect(readiness.response.json().checks.redis).toBe('down');
      expect(readiness.ms).toBeLessThan(2_000);
    } finally {
      redisServer.thaw();
    }
    await eventually(async () => (await appA.inject({ url: '/readyz' })).json().checks.redis === 'ok');
  });
});

describe('a server started while Redis is unreachable', () => {
  // A real server process (tsx compiles it first): a longer time limit.
  it('comes up, serves, says Redis is down, and uses Redis once it is there', async () => {
    const redis = await startRedis();
    await redis.halt();
    const own = await openTestDatabase();
    const server = new ServerProcess(await freePort(), { REDIS_URL: redis.url, DATABASE_URL: own.url!, DEMO_DATA: 'off' });
    try {
      await server.start();
      expect((await fetch(`${server.url}/api/config`)).status).toBe(200);
      const readiness = await fetch(`${server.url}/readyz`);
      expect(readiness.status).toBe(200);
      expect(await readiness.json()).toEqual({ status: 'degraded', checks: { database: 'ok', redis: 'down' } });
      await redis.start();
      await eventually(async () => (await (await fetch(`${server.url}/readyz`)).json()).checks.redis === 'ok');
    } finally {
      await server.stop();
      redis.stop();
      await own.close();
    }
  }, 60_000);
});
