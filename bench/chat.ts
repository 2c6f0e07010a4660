// Send -> receive latency of chat messages with 1,000 connected sockets, on one instance and across two
// instances through Redis. Usage: npm run bench:chat  (starts throwaway PostgreSQL and Redis on 127.0.0.1)
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { io, type Socket } from 'socket.io-client';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { chatParticipants, chatRooms, matches, users } from '../apps/server/src/db/schema/index';
import { createSession } from '../apps/server/src/modules/auth/session.service';
import { startPostgres, startRedis } from '../scripts/services.mjs';

const PAIRS = 500;
const MESSAGES = 1000;
const RATE_PER_SECOND = 250;

type Pair = { roomId: string; senderToken: string; receiverToken: string };
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * p)]!;

async function makePairs(database: Database): Promise<Pair[]> {
  const rows = Array.from({ length: PAIRS * 2 }, (_, i) => ({
    firebaseUid: `chat-bench-${randomUUID()}`, email: `cb${i}@example.com`, name: `Chat Bench ${i}`, referralCode: `SEED-CB-${randomUUID()}`,
  }));
  const created = await database.db.insert(users).values(rows).returning();
  const pairs: Pair[] = [];
  for (let i = 0; i < PAIRS; i += 1) {
    const [a, b] = [created[2 * i]!, created[2 * i + 1]!].sort((x, y) => (x.id < y.id ? -1 : 1));
    const [match] = await database.db.insert(matches).values({ userA: a!.id, userB: b!.id, ideaTitle: 'Bench idea' }).returning();
    const [room] = await database.db.insert(chatRooms).values({ kind: 'match', matchId: match!.id }).returning();
    await database.db.insert(chatParticipants).values([{ roomId: room!.id, userId: a!.id }, { roomId: room!.id, userId: b!.id }]);
    const token = (u: typeof a) => createSession(database.db, { uid: u!.firebaseUid, email: u!.email, displayName: u!.name, photoURL: null });
    pairs.push({ roomId: room!.id, senderToken: await token(a), receiverToken: await token(b) });
  }
  return pairs;
}

async function connect(url: string, token: string, roomId: string): Promise<Socket> {
  const socket = io(url, { auth: { token }, transports: ['websocket'], reconnection: false });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  await new Promise((resolve) => socket.emit('join:chat', { roomId }, resolve));
  return socket;
}

async function run(label: string, pairs: Pair[], sendUrl: string, receiveUrl: string) {
  const receivers = await Promise.all(pairs.map((p) => connect(receiveUrl, p.receiverToken, p.roomId)));
  const senders = await Promise.all(pairs.map((p) => connect(sendUrl, p.senderToken, p.roomId)));
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const done = new Promise<void>((resolve) => {
    for (const socket of receivers) {
      socket.on('chat:message', (message: { clientId: string }) => {
        const started = sentAt.get(message.clientId);
        if (started === undefined) return;
        latencies.push(performance.now() - started);
        sentAt.delete(message.clientId);
        if (latencies.length === MESSAGES) resolve();
      });
    }
  });
  const posts: Promise<unknown>[] = [];
  for (let i = 0; i < MESSAGES; i += 1) {
    const pair = pairs[i % pairs.length]!;
    const clientId = `bench-${randomUUID()}`;
    sentAt.set(clientId, performance.now());
    posts.push(
      fetch(`${sendUrl}/api/chat/send`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${pair.senderToken}` },
        body: JSON.stringify({ chatRoomId: pair.roomId, content: `message ${i}`, clientId }),
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 1000 / RATE_PER_SECOND));
  }
  await Promise.race([done, new Promise((_, reject) => setTimeout(() => reject(new Error('messages lost')), 30_000))]);
  await Promise.all(posts);
  console.log(
    `${label}: ${receivers.length + senders.length} sockets, ${MESSAGES} messages at ${RATE_PER_SECOND}/s: ` +
      `send->receive p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p99 ${percentile(latencies, 0.99).toFixed(1)} ms`,
  );
  [...receivers, ...senders].forEach((socket) => socket.disconnect());
}

const postgres = await startPostgres();
const redisServer = await startRedis();
const database = await openDatabase({ databaseUrl: postgres.url });
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO_DATA: 'off', PUBLIC_URL: 'http://localhost:3000' });
const apps: FastifyInstance[] = [];
const clients: Redis[] = [];
try {
  const pairs = await makePairs(database);
  const single = await buildApp({ config, database, logger: false, requestsPerMinute: 1_000_000 });
  apps.push(single);
  const singleUrl = await single.listen({ port: 0, host: '127.0.0.1' });
  await run('one instance', pairs, singleUrl, singleUrl);

  const urls: string[] = [];
  for (let i = 0; i < 2; i += 1) {
    const redis = new Redis(redisServer.url);
    clients.push(redis);
    const app = await buildApp({ config, database, redis, logger: false, requestsPerMinute: 1_000_000 });
    apps.push(app);
    urls.push(await app.listen({ port: 0, host: '127.0.0.1' }));
  }
  await run('two instances through Redis', pairs, urls[0]!, urls[1]!);
} finally {
  for (const app of apps) await app.close();
  clients.forEach((client) => client.disconnect());
  await database.close();
  redisServer.stop();
  postgres.stop();
}
