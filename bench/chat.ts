// Send -> receive latency of chat messages with 1,000 connected sockets at 500 messages/s, on one
// instance and across two instances through Redis, and the server's memory per idle socket. The servers
// are real child processes; the sockets and the senders live in this process.
// Usage: npm run bench:chat [-- --rate=500 --messages=2500]  (starts throwaway PostgreSQL and Redis)
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { io, type Socket } from 'socket.io-client';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { chatParticipants, chatRooms, matches, users } from '../apps/server/src/db/schema/index';
import { createSession } from '../apps/server/src/modules/auth/session.service';
import { freePort, ServerProcess } from '../apps/server/test/helpers/server-process';
import { startPostgres, startRedis } from '../scripts/services.mjs';

/** 500 pairs (1,000 sockets) carry the messages; as many again measure memory per socket. */
const PAIRS = 500;
const option = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const RATE_PER_SECOND = option('rate', 500);
const MESSAGES = option('messages', 2500);

type Pair = { roomId: string; senderToken: string; receiverToken: string };
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * p)]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function makePairs(database: Database): Promise<Pair[]> {
  const rows = Array.from({ length: PAIRS * 4 }, (_, i) => ({
    firebaseUid: `chat-bench-${randomUUID()}`, email: `cb${i}@example.com`, name: `Chat Bench ${i}`, referralCode: `SEED-CB-${randomUUID()}`,
  }));
  const created = await database.db.insert(users).values(rows).returning();
  const pairs: Pair[] = [];
  for (let i = 0; i < PAIRS * 2; i += 1) {
    const [a, b] = [created[2 * i]!, created[2 * i + 1]!].sort((x, y) => (x.id < y.id ? -1 : 1));
    const [match] = await database.db.insert(matches).values({ userA: a!.id, userB: b!.id, ideaTitle: 'Bench idea' }).returning();
    const [room] = await database.db.insert(chatRooms).values({ kind: 'match', matchId: match!.id }).returning();
    await database.db.insert(chatParticipants).values([{ roomId: room!.id, userId: a!.id }, { roomId: room!.id, userId: b!.id }]);
    const token = (u: typeof a) => createSession(database.db, { uid: u!.firebaseUid, email: u!.email, displayName: u!.name, photoURL: null });
    pairs.push({ roomId: room!.id, senderToken: await token(a), receiverToken: await token(b) });
  }
  return pairs;
}

// node:http with kept-alive connections: a lighter sender than fetch, leaving the CPU to the servers.
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function post(url: string, token: string, body: object): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` } }, (response) => {
      response.resume();
      response.on('end', () => (response.statusCode === 201 ? resolve() : reject(new Error(`send answered ${response.statusCode}`))));
    });
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
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

/** Connects both sides of each pair to the two servers (the same one for a single instance). */
async function connectAll(pairs: Pair[], sender: ServerProcess, receiver: ServerProcess) {
  const receivers = await Promise.all(pairs.map((p) => connect(receiver.url, p.receiverToken, p.roomId)));
  const senders = await Promise.all(pairs.map((p) => connect(sender.url, p.senderToken, p.roomId)));
  return { receivers, senders };
}

/**
 * The servers' resident memory per connected, idle socket: the growth from the second 1,000 sockets,
 * measured while the first 1,000 stay connected (so heap spaces and code caches have already grown).
 */
async function memoryPerSocket(pairs: Pair[], sender: ServerProcess, receiver: ServerProcess): Promise<number> {
  const servers = [...new Set([sender, receiver])];
  const resident = () => servers.reduce((sum, server) => sum + server.residentKb(), 0);
  const first = await connectAll(pairs.slice(0, PAIRS), sender, receiver);
  await sleep(3000);
  const before = resident();
  const second = await connectAll(pairs.slice(PAIRS), sender, receiver);
  await sleep(3000);
  const measured = second.receivers.length + second.senders.length;
  const perSocket = (resident() - before) / measured;
  [first, second].flatMap((round) => [...round.receivers, ...round.senders]).forEach((socket) => socket.disconnect());
  await sleep(1000);
  return perSocket;
}

async function run(label: string, pairs: Pair[], sender: ServerProcess, receiver: ServerProcess) {
  const perSocketKb = await memoryPerSocket(pairs, sender, receiver);
  const { receivers, senders } = await connectAll(pairs.slice(0, PAIRS), sender, receiver);
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
    const pair = pairs[i % PAIRS]!;
    const clientId = `bench-${randomUUID()}`;
    sentAt.set(clientId, performance.now());
    posts.push(post(`${sender.url}/api/chat/send`, pair.senderToken, { chatRoomId: pair.roomId, content: `message ${i}`, clientId }));
  };
  // Messages leave on a fixed schedule: message i at i / rate seconds, however late a timer fires.
  const servers = [...new Set([sender, receiver])];
  const cpuBefore = servers.map((server) => server.cpuMs());
  const started = performance.now();
  for (let i = 0; i < MESSAGES; ) {
    const due = Math.min(MESSAGES, Math.floor(((performance.now() - started) * RATE_PER_SECOND) / 1000) + 1);
    for (; i < due; i += 1) send(i);
    await sleep(1);
  }
  const seconds = (performance.now() - started) / 1000;
  await Promise.race([done, sleep(30_000).then(() => Promise.reject(new Error(`${MESSAGES - latencies.length} messages lost`)))]);
  await Promise.all(posts);
  const cpuPerMessage = servers.map((server, i) => ((server.cpuMs() - cpuBefore[i]!) / MESSAGES).toFixed(2)).join(' + ');
  console.log(
    `${label}: ${receivers.length + senders.length} sockets, ${MESSAGES} messages at ${(MESSAGES / seconds).toFixed(0)}/s: ` +
      `send->receive p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p99 ${percentile(latencies, 0.99).toFixed(1)} ms; ` +
      `server CPU per message ${cpuPerMessage} ms; server memory per idle socket ${perSocketKb.toFixed(1)} KB`,
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
  agent.destroy();
  redisServer.stop();
  postgres.stop();
}
