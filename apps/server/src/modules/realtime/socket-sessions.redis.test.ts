import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { openTestDatabase } from '../../../test/helpers/test-database';
import { bearer, signUp } from '../../../test/helpers/sign-in';
import { connectSocket, disconnection, type ClientSocket } from '../../../test/helpers/sockets';
import { suspendUser } from '../safety/safety.service';
import { connectRemoteSockets } from './remote-sockets';

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl || !process.env.TEST_DATABASE_URL) {
  throw new Error('TEST_REDIS_URL and TEST_DATABASE_URL are required: run these tests through `npm test`');
}

let database: Database;
const redisClients: Redis[] = [];
const instances: Awaited<ReturnType<typeof buildApp>>[] = [];
const urls: string[] = [];
const open: ClientSocket[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO_DATA: 'off', PUBLIC_URL: 'http://localhost:3000' });
  for (let i = 0; i < 2; i += 1) {
    const redis = new Redis(redisUrl);
    redisClients.push(redis);
    // No sweep during the test: whatever ends a socket here went through Redis at once.
    const app = await buildApp({ config, database, redis, logger: false, sessionSweepMs: 600_000 });
    instances.push(app);
    urls.push(await app.listen({ port: 0, host: '127.0.0.1' }));
  }
});

afterAll(async () => {
  open.forEach((socket) => socket.disconnect());
  for (const app of instances) await app.close();
  for (const client of redisClients) client.disconnect();
  await database.close();
});

async function onInstanceB(token: string) {
  const socket = await connectSocket(urls[1]!, token).ready;
  open.push(socket);
  return socket;
}

describe('sessions ending across instances', () => {
  it('logout through instance A disconnects the session’s socket on instance B', async () => {
    const user = await signUp(instances[0]!, { email: 'redis-logout@example.com', name: 'Redis Logout' });
    const socket = await onInstanceB(user.token);
    const ended = disconnection(socket, 2000);
    await instances[0]!.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(user.token) });
    expect(await ended).toBe('io server disconnect');
  });

  it('the operator’s suspension, from its own process, disconnects the user’s sockets at once', async () => {
    const user = await signUp(instances[0]!, { email: 'redis-suspend@example.com', name: 'Redis Suspend' });
    const socket = await onInstanceB(user.token);
    const ended = disconnection(socket, 2000);
    const remote = connectRemoteSockets(redisUrl);
    try {
      await suspendUser(database.db, user.userId, remote.sockets);
    } finally {
      await remote.close();
    }
    expect(await ended).toBe('io server disconnect');
  });
});
