// Requests a second and p99 latency of the deck read and the swipe write, against a raw node:http hello
// server measured in the same run with the same tool (autocannon) and 10 connections; PGlite and PostgreSQL.
// Two yardsticks place them: GET /api/config (the whole HTTP stack, no database) and GET /readyz (the
// stack plus one trivial query).
// Usage: npm run bench:throughput
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { freePort, ServerProcess } from '../apps/server/test/helpers/server-process';
import { seedIdea, seedPerson, type Person } from '../apps/server/test/helpers/seed-people';
import { startPostgres } from '../scripts/services.mjs';

const SECONDS = 5;
const CONNECTIONS = 10;
const FOUNDERS = 200;
const IDEAS_EACH = 10;

/** `cpu`: the server's own CPU time a request (ms), which load on the machine's other core disturbs less than req/s. */
type Result = { rps: number; p99: number; cpu?: number };

function load(url: string, options: Partial<autocannon.Options> = {}, server?: ServerProcess): Promise<Result> {
  const cpuBefore = server?.cpuMs() ?? 0;
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS, ...options }, (error, result) => {
      if (error) return reject(error);
      if (result.non2xx > 0) return reject(new Error(`${result.non2xx} answers were not 2xx for ${url}`));
      const cpu = server ? (server.cpuMs() - cpuBefore) / result.requests.total : undefined;
      resolve({ rps: result.requests.average, p99: result.latency.p99, cpu });
    });
  });
}

const cpuText = (r: Result) => (r.cpu === undefined ? '' : `, server CPU ${r.cpu.toFixed(3)} ms a request`);

async function seed(database: Database) {
  const people: Person[] = [];
  const ideas: { id: string; owner: number }[] = [];
  for (let i = 0; i < FOUNDERS; i += 1) {
    people.push(await seedPerson(database.db, `Load ${i}`));
    for (let j = 0; j < IDEAS_EACH; j += 1) ideas.push({ id: await seedIdea(database.db, people[i]!, `Load idea ${i}-${j}`), owner: i });
  }
  return { people, ideas };
}

async function measure(label: string, server: ServerProcess, data: Awaited<ReturnType<typeof seed>>, raw: Result) {
  const { people, ideas } = data;
  const ratio = (r: Result) => (r.rps / raw.rps).toFixed(2);
  const stack = await load(`${server.url}/api/config`, {}, server);
  const oneQuery = await load(`${server.url}/readyz`, {}, server);
  console.log(
    `${label}: stack without database ${stack.rps.toFixed(0)} req/s (${ratio(stack)} of raw), p99 ${stack.p99} ms${cpuText(stack)}; ` +
      `with one trivial query ${oneQuery.rps.toFixed(0)} req/s (${ratio(oneQuery)} of raw), p99 ${oneQuery.p99} ms${cpuText(oneQuery)}`,
  );
  let n = 0;
  const deck = await load(
    `${server.url}/api/ideas/deck?limit=5`,
    { setupClient: (client) => client.setHeaders({ authorization: `Bearer ${people[n++ % people.length]!.token}` }) },
    server,
  );
  // Every swipe is a new (user, idea) pair, never the user's own idea: real writes, not repeats.
  const pairs = people.flatMap((person, p) =>
    ideas.filter((idea) => idea.owner !== p).map((idea) => ({ token: person.token, ideaId: idea.id })),
  );
  let next = 0;
  const swipe = await load(
    `${server.url}/api/ideas/swipe`,
    {
      method: 'POST',
      requests: [
        {
          setupRequest: (request) => {
            const pair = pairs[next++ % pairs.length]!;
            return {
              ...request,
              headers: { ...request.headers, 'content-type': 'application/json', authorization: `Bearer ${pair.token}` },
              body: JSON.stringify({ ideaId: pair.ideaId, direction: next % 3 === 0 ? 'RIGHT' : 'LEFT' }),
            };
          },
        },
      ],
    },
    server,
  );
  console.log(
    `${label}: deck ${deck.rps.toFixed(0)} req/s (${ratio(deck)} of raw), p99 ${deck.p99} ms${cpuText(deck)}; ` +
      `swipe ${swipe.rps.toFixed(0)} req/s (${ratio(swipe)} of raw), p99 ${swipe.p99} ms${cpuText(swipe)}`,
  );
}

const rawServer = http.createServer((_request, response) => response.end('hello'));
const rawPort = await freePort();
await new Promise<void>((resolve) => rawServer.listen(rawPort, '127.0.0.1', resolve));
const raw = await load(`http://127.0.0.1:${rawPort}/`);
console.log(`raw node:http hello: ${raw.rps.toFixed(0)} req/s, p99 ${raw.p99} ms (${CONNECTIONS} connections, ${SECONDS} s)`);
rawServer.close();

const env = { DEMO_DATA: 'off', RATE_LIMIT_SCALE: '1000' };
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seedmatch-load-'));
const pglite = await openDatabase({ dataDir });
const pgliteData = await seed(pglite);
await pglite.close();
const onPglite = new ServerProcess(await freePort(), { ...env, DATA_DIR: dataDir }, 'built');
await onPglite.start();
try {
  await measure('PGlite', onPglite, pgliteData, raw);
} finally {
  await onPglite.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const postgres = await startPostgres();
try {
  const database = await openDatabase({ databaseUrl: postgres.url });
  const data = await seed(database);
  await database.close();
  const onPostgres = new ServerProcess(await freePort(), { ...env, DATABASE_URL: postgres.url }, 'built');
  await onPostgres.start();
  try {
    await measure('PostgreSQL', onPostgres, data, raw);
  } finally {
    await onPostgres.stop();
  }
} finally {
  postgres.stop();
}
