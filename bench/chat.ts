// Send -> receive latency of chat messages with 1,000 connected sockets at 500 messages/s, on one
// instance and across two instances through Redis, and the server's memory per idle socket. The servers
// are real child processes; the sockets and the senders live in this process.
// Usage: npm run bench:chat [-- --rate=500 --messages=2500]  (starts throwaway PostgreSQL and Redis)
import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { chatParticipants, chatRooms, matches, users } from '../apps/server/src/db/schema/index';
import { createSession } from '../apps/server/src/modules/auth/session.service';
import { freePort, ServerProcess } from '../apps/server/test/helpers/server-process';
import { startPostgres, startRedis } from '../scripts/services.mjs';

const PAIRS = 500;
const option = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const RATE_PER_SECOND = option('rate', 500);
const MESSAGES = option('messages', 2500);

type Pair = { roomId: string; senderToken: string; receiverToken: string };
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * p)]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

/** Connects both sides of every pair, then reports the receiving server's memory per socket. */
async function connectAll(pairs: Pair[], sender: ServerProcess, receiver: ServerProcess) {
  const before = sender.residentKb() + (receiver === sender ? 0 : receiver.residentKb());
  const receivers = await Promise.all(pairs.map((p) => connect(receiver.url, p.receiverToken, p.roomId)));
  const senders = await Promise.all(pairs.map((p) => connect(sender.url, p.senderToken, p.roomId)));
  await sleep(2000);
  const after = sender.residentKb() + (receiver === sender ? 0 : receiver.residentKb());
  const sockets = receivers.length + senders.length;
  return { receivers, senders, perSocketKb: (after - before) / sockets };
}

async function run(label: string, pairs: Pair[], sender: ServerProcess, receiver: ServerProcess) {
  const { receivers, senders, perSocketKb } = await connectAll(pairs, sender, receiver);
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
  const send = (i: number) => {
    const pair = pairs[i % pairs.length]!;
    const clientId = `bench-${randomUUID()}`;
    sentAt.set(clientId, performance.now());
    posts.push(
      fetch(`${sender.url}/api/chat/send`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${pair.senderToken}` },
        body: JSON.stringify({ chatRoomId: pair.roomId, content: `message ${i}`, clientId }),
      }).then((response) => {
        if (!response.ok) throw new Error(`send answered ${response.status}`);
      }),
    );
  };
  // Messages leave on a fixed schedule: message i at i / rate seconds, however late a timer fires.
  const started = performance.now();
  for (let i = 0; i < MESSAGES; ) {
    const due = Math.min(MESSAGES, Math.floor(((performance.now() - started) * RATE_PER_SECOND) / 1000) + 1);
    for (; i < due; i += 1) send(i);
    await sleep(1);
  }
  const seconds = (performance.now() - started) / 1000;
  await Promise.race([done, sleep(30_000).then(() => Promise.reject(new Error(`${MESSAGES - latencies.length} messages lost`)))]);
  await Promise.all(posts);
  console.log(
    `${label}: ${receivers.length + senders.length} sockets, ${MESSAGES} messages at ${(MESSAGES / seconds).toFixed(0)}/s: ` +
      `send->receive p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p99 ${percentile(latencies, 0.99).toFixed(1)} ms; ` +
      `server memory per idle socket ${perSocketKb.toFixed(1)} KB`,
  );
  [...receivers, ...senders].forEach((socket) => socket.disconnect());
}

const postgres = await startPostgres();
const redisServer = await startRedis();
const servers: ServerProcess[] = [];
try {
  const database = await openDatabase({ databaseUrl: postgres.url });
  const pairs = await makePairs(database);
  await database.close();
  const env = { DATABASE_URL: postgres.url, DEMO_DATA: 'off', RATE_LIMIT_SCALE: '1000' };
  const single = new ServerProcess(await freePort(), env, 'built');
  servers.push(single);
  await single.start();
  await run('one instance', pairs, single, single);
  await single.stop();

  const throughRedis = async () => new ServerProcess(await freePort(), { ...env, REDIS_URL: redisServer.url }, 'built');
  const pair = [await throughRedis(), await throughRedis()];
  servers.push(...pair);
  await Promise.all(pair.map((server) => server.start()));
  await run('two instances through Redis', pairs, pair[0]!, pair[1]!);
} finally {
  for (const server of servers) await server.stop();
  redisServer.stop();
  postgres.stop();
}
