// Send -> receive latency of chat messages with 1,000 connected sockets at 500 messages/s, on one
// instance and across two instances through Redis, and the server's memory per idle socket. The servers
// are real child processes (with an inspector, to read their heap); the sockets and the senders live here.
// Usage: npm run bench:chat [-- --rate=500 --messages=2500]  (starts throwaway PostgreSQL and Redis)
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { io, type Socket } from 'socket.io-client';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { chatParticipants, chatRooms, matches, users } from '../apps/server/src/db/schema/index';
import { createSession } from '../apps/server/src/modules/auth/session.service';
import { freePort, ServerProcess } from '../apps/server/test/helpers/server-process';
import { startPostgres, startRedis } from '../scripts/services.mjs';
import { heapAfterCollection } from './heap-probe';

/** 500 pairs (1,000 sockets) carry the messages; 1,000 more pairs (2,000 sockets) measure memory. */
const PAIRS = 500;
const MEMORY_PAIRS = 1000;
const option = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const RATE_PER_SECOND = option('rate', 500);
const MESSAGES = option('messages', 2500);

type Pair = { roomId: string; senderToken: string; receiverToken: string };
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * p)]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function makePairs(database: Database): Promise<Pair[]> {
  const rows = Array.from({ length: (PAIRS + MEMORY_PAIRS) * 2 }, (_, i) => ({
    oidcSubject: `chat-bench-${randomUUID()}`,
    email: `cb${i}@example.com`,
    name: `Chat Bench ${i}`,
    referralCode: `SEED-CB-${randomUUID()}`,
  }));
  const created = await database.db.insert(users).values(rows).returning();
  const pairs: Pair[] = [];
  for (let i = 0; i < PAIRS + MEMORY_PAIRS; i += 1) {
    const [a, b] = [created[2 * i]!, created[2 * i + 1]!].sort((x, y) => (x.id < y.id ? -1 : 1));
    const [match] = await database.db.insert(matches).values({ userA: a!.id, userB: b!.id, ideaTitle: 'Bench idea' }).returning();
    const [room] = await database.db.insert(chatRooms).values({ kind: 'match', matchId: match!.id }).returning();
    await database.db.insert(chatParticipants).values([
      { roomId: room!.id, userId: a!.id },
      { roomId: room!.id, userId: b!.id },
    ]);
    const token = (u: typeof a) =>
      createSession(database.db, { uid: u!.oidcSubject, email: u!.email, displayName: u!.name, photoURL: null });
    pairs.push({ roomId: room!.id, senderToken: await token(a), receiverToken: await token(b) });
  }
  return pairs;
}

// node:http with kept-alive connections: a lighter sender than fetch, leaving the CPU to the servers.
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function post(url: string, token: string, body: object): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', agent, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` } },
      (response) => {
        response.resume();
        response.on('end', () => (response.statusCode === 201 ? resolve() : reject(new Error(`send answered ${response.statusCode}`))));
      },
    );
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

type Instance = { server: ServerProcess; inspectPort: number };

/**
 * The servers' memory per connected, idle socket, as 2,000 more sockets join the 1,000 connected: their
 * objects on the heap after a full collection (through the inspector), and the growth of the resident set,
 * which also counts garbage and heap slack.
 */
async function memoryPerSocket(pairs: Pair[], sender: Instance, receiver: Instance) {
  const instances = [...new Set([sender, receiver])];
  const heap = async () => {
    const figures = await Promise.all(instances.map((instance) => heapAfterCollection(instance.inspectPort)));
    return figures.reduce((sum, f) => sum + f.heapKb + f.externalKb, 0);
  };
  const resident = () => instances.reduce((sum, instance) => sum + instance.server.residentKb(), 0);
  await sleep(3000);
  const before = { heap: await heap(), resident: resident() };
  const extra = await connectAll(pairs, sender.server, receiver.server);
  const sockets = [...extra.receivers, ...extra.senders];
  await sleep(3000);
  const after = { heap: await heap(), resident: resident() };
  sockets.forEach((socket) => socket.disconnect());
  return { heapKb: (after.heap - before.heap) / sockets.length, residentKb: (after.resident - before.resident) / sockets.length };
}

/** Sends `count` messages at the set rate, pair after pair; resolves with each one's send -> receive time. */
async function sendAtRate(count: number, pairs: Pair[], receivers: Socket[], sender: ServerProcess) {
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const onMessage = (message: { clientId: string }) => {
    const started = sentAt.get(message.clientId);
    if (started === undefined) return;
    latencies.push(performance.now() - started);
    sentAt.delete(message.clientId);
  };
  receivers.forEach((socket) => socket.on('chat:message', onMessage));
  const posts: Promise<void>[] = [];
  // Messages leave on a fixed schedule: message i at i / rate seconds, however late a timer fires.
  const started = performance.now();
  for (let i = 0; i < count;) {
    const due = Math.min(count, Math.floor(((performance.now() - started) * RATE_PER_SECOND) / 1000) + 1);
    for (; i < due; i += 1) {
      const pair = pairs[i % pairs.length]!;
      const clientId = `bench-${randomUUID()}`;
      sentAt.set(clientId, performance.now());
      posts.push(post(`${sender.url}/api/chat/send`, pair.senderToken, { chatRoomId: pair.roomId, content: `message ${i}`, clientId }));
    }
    await sleep(1);
  }
  const seconds = (performance.now() - started) / 1000;
  await Promise.all(posts);
  for (let waited = 0; latencies.length < count; waited += 10) {
    if (waited > 30_000) throw new Error(`${count - latencies.length} messages lost`);
    await sleep(10);
  }
  receivers.forEach((socket) => socket.off('chat:message', onMessage));
  return { latencies, rate: count / seconds };
}

/** Latency at the set rate with the 1,000 traffic sockets connected. */
async function latency(pairs: Pair[], sender: ServerProcess, receiver: ServerProcess): Promise<string> {
  const traffic = pairs.slice(0, PAIRS);
  const { receivers, senders } = await connectAll(traffic, sender, receiver);
  // A first fifth of the messages warms the servers up (JIT, pools) and is not counted.
  await sendAtRate(Math.ceil(MESSAGES / 5), traffic, receivers, sender);
  const servers = [...new Set([sender, receiver])];
  const cpuBefore = servers.map((server) => server.cpuMs());
  const { latencies, rate } = await sendAtRate(MESSAGES, traffic, receivers, sender);
  const cpuPerMessage = servers.map((server, i) => ((server.cpuMs() - cpuBefore[i]!) / MESSAGES).toFixed(2)).join(' + ');
  [...receivers, ...senders].forEach((socket) => socket.disconnect());
  return (
    `${receivers.length + senders.length} sockets, ${MESSAGES} messages at ${rate.toFixed(0)}/s: ` +
    `send->receive p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p99 ${percentile(latencies, 0.99).toFixed(1)} ms; ` +
    `server CPU per message ${cpuPerMessage} ms`
  );
}

/** Memory per idle socket, on servers that carried no traffic: 2,000 sockets join the 1,000 connected. */
async function memory(pairs: Pair[], sender: Instance, receiver: Instance): Promise<string> {
  const { receivers, senders } = await connectAll(pairs.slice(0, PAIRS), sender.server, receiver.server);
  const { heapKb, residentKb } = await memoryPerSocket(pairs.slice(PAIRS), sender, receiver);
  [...receivers, ...senders].forEach((socket) => socket.disconnect());
  return `server memory per idle socket ${heapKb.toFixed(1)} KB on the heap after a collection (resident set growth ${residentKb.toFixed(1)} KB)`;
}

/** Runs `measure` on fresh servers, each with an inspector: one instance, or two through Redis (sending to the first). */
async function onFreshServers(instances: 1 | 2, measure: (sender: Instance, receiver: Instance) => Promise<string>) {
  const env = {
    DATABASE_URL: postgres.url,
    DEMO_DATA: 'off',
    RATE_LIMIT_SCALE: '1000',
    ...(instances === 2 ? { REDIS_URL: redisServer.url } : {}),
  };
  const started: Instance[] = [];
  for (let i = 0; i < instances; i += 1) {
    const inspectPort = await freePort();
    started.push({ server: new ServerProcess(await freePort(), env, 'built', [`--inspect=127.0.0.1:${inspectPort}`]), inspectPort });
  }
  try {
    await Promise.all(started.map(({ server }) => server.start()));
    return await measure(started[0]!, started[instances - 1]!);
  } finally {
    for (const { server } of started) await server.stop();
  }
}

const postgres = await startPostgres();
const redisServer = await startRedis();
try {
  const database = await openDatabase({ databaseUrl: postgres.url });
  const pairs = await makePairs(database);
  await database.close();
  for (const [label, instances] of [
    ['one instance', 1],
    ['two instances through Redis', 2],
  ] as const) {
    const latencyFigures = await onFreshServers(instances, (sender, receiver) => latency(pairs, sender.server, receiver.server));
    const memoryFigure = await onFreshServers(instances, (sender, receiver) => memory(pairs, sender, receiver));
    console.log(`${label}: ${latencyFigures}; ${memoryFigure}`);
  }
} finally {
  agent.destroy();
  redisServer.stop();
  postgres.stop();
}
