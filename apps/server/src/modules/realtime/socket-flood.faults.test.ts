import fs from 'node:fs';
import { Worker } from 'node:worker_threads';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_LIMITS } from '@seedmatch/shared/constants';
import { ERROR_MESSAGES } from '@seedmatch/shared/errors';
import { openDatabase, type Database } from '../../db/client';
import { openTestDatabase } from '../../../test/helpers/test-database';
import { freePort, ServerProcess } from '../../../test/helpers/server-process';
import { seedMatch, seedPerson, type Person } from '../../../test/helpers/seed-people';

// Bounds: the flood stops after these many handshakes and events, or when the bystander is done.
const HANDSHAKES = 1000;
const EVENTS = 50_000;
const BYSTANDER_CALLS = 60;

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let dataDir: string | undefined;
let database: Database;
let server: ServerProcess;
let flooder: Person, bystander: Person;
let roomId: string;

beforeAll(async () => {
  if (onPostgres) database = await openTestDatabase();
  else database = await openDatabase({ dataDir: (dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seedmatch-flood-'))) });
  flooder = await seedPerson(database.db, 'Flooder');
  bystander = await seedPerson(database.db, 'Bystander');
  roomId = await seedMatch(database.db, flooder, bystander);
  const url = (database as Database & { url?: string }).url;
  if (!onPostgres) await database.close();
  // The limits as they ship (RATE_LIMIT_SCALE=1).
  server = new ServerProcess(await freePort(), {
    DEMO_DATA: 'off',
    RATE_LIMIT_SCALE: '1',
    ...(onPostgres ? { DATABASE_URL: url! } : { DATA_DIR: dataDir! }),
  });
  await server.start();
}, 120_000);

afterAll(async () => {
  await server?.stop();
  if (onPostgres) await database.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

type FloodCounts = {
  handshakes: number;
  connected: number;
  refused: number;
  events: number;
  served: number;
  limited: number;
  dropped: number;
};

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.ceil((p / 100) * values.length) - 1]!;

/** Times the bystander's calls, one after another. */
async function timeBystander(calls: number): Promise<number[]> {
  const latencies: number[] = [];
  for (let i = 0; i < calls; i += 1) {
    const start = performance.now();
    const response = await fetch(`${server.url}/api/users/me`, { headers: { authorization: `Bearer ${bystander.token}` } });
    expect(response.status).toBe(200);
    latencies.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return latencies;
}

describe('one user flooding the socket', () => {
  it('keeps another user’s API fast, caps the sockets and limits the events', async () => {
    const quiet = await timeBystander(20);
    const flooding = new Worker(new URL('../../../test/helpers/socket-flooder.mjs', import.meta.url), {
      workerData: {
        url: server.url,
        token: flooder.token,
        roomId,
        handshakes: HANDSHAKES,
        events: EVENTS,
        limitedMessage: ERROR_MESSAGES.tooManyRequests,
      },
    });
    const report = new Promise<FloodCounts>((resolve, reject) => {
      flooding.once('message', resolve);
      flooding.once('error', reject);
    });
    const startedAt = performance.now();
    const latencies = await timeBystander(BYSTANDER_CALLS);
    const seconds = (performance.now() - startedAt) / 1000;
    flooding.postMessage('stop');
    const counts = await report;
    await flooding.terminate();

    const figures = (values: number[]) => `p50 ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms`;
    console.log(`bystander alone ${figures(quiet)}; under the flood ${figures(latencies)};`, JSON.stringify(counts));
    expect(percentile(latencies, 95)).toBeLessThan(500);
    expect(counts.handshakes).toBeGreaterThan(SOCKET_LIMITS.connectionsPerUser);
    expect(counts.refused).toBeGreaterThan(0);
    // At most the cap is open at once: every socket beyond it replaced one the server dropped for flooding.
    expect(counts.connected).toBeLessThanOrEqual(SOCKET_LIMITS.connectionsPerUser + counts.dropped);
    expect(counts.limited).toBeGreaterThan(0);
    // Each socket serves at most its burst plus the steady rate over the run.
    expect(counts.served).toBeLessThanOrEqual(counts.connected * (SOCKET_LIMITS.eventBurst + SOCKET_LIMITS.eventsPerSecond * seconds));
  });
});
