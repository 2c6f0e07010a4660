import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { openTestDatabase } from '../../../test/helpers/test-database';
import { matchedPair, sendChat } from '../../../test/helpers/factories';
import { connectSocket, emitWithAck, nextEvent } from '../../../test/helpers/sockets';

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl || !process.env.TEST_DATABASE_URL) {
  throw new Error('TEST_REDIS_URL and TEST_DATABASE_URL are required: run these tests through `npm test`');
}

let database: Database;
const redisClients: Redis[] = [];
const instances: Awaited<ReturnType<typeof buildApp>>[] = [];
const urls: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO_DATA: 'off', PUBLIC_URL: 'http://localhost:3000' });
  for (let i = 0; i < 2; i += 1) {
    const redis = new Redis(redisUrl);
    redisClients.push(redis);
    const app = await buildApp({ config, database, redis, logger: false });
    instances.push(app);
    urls.push(await app.listen({ port: 0, host: '127.0.0.1' }));
  }
});

afterAll(async () => {
  for (const app of instances) await app.close();
  for (const client of redisClients) client.disconnect();
  await database.close();
});

describe('two instances behind a load balancer', () => {
  it('deliver a message sent through instance A to a client connected to instance B', async () => {
    const [appA] = instances;
    const { a, b, roomId } = await matchedPair(appA!);
    const { socket, ready } = connectSocket(urls[1]!, b.token);
    await ready;
    try {
      expect(await emitWithAck(socket, 'join:chat', { roomId })).toEqual({ ok: true });
      const delivered = nextEvent(socket, 'chat:message', 5000);
      const notified = nextEvent(socket, 'chat:new_message', 5000);
      const sent = (await sendChat(appA!, a.token, { chatRoomId: roomId, content: 'Across instances' })).json().message;
      expect(await delivered).toEqual(sent);
      expect(await notified).toEqual(sent);
    } finally {
      socket.disconnect();
    }
  });
});
