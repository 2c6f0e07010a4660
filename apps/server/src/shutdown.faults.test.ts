import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io } from 'socket.io-client';
import { openDatabase } from './db/client';
import { freePort, ServerProcess } from '../test/helpers/server-process';
import { seedPerson, type Person } from '../test/helpers/seed-people';

const GRACE_MS = 10_000;
let dataDir: string;
let server: ServerProcess;
let ada: Person;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seedmatch-shutdown-'));
  const database = await openDatabase({ dataDir });
  ada = await seedPerson(database.db, 'Ada');
  await database.close();
  server = new ServerProcess(await freePort(), { DATA_DIR: dataDir, DEMO_DATA: 'off' });
  await server.start();
}, 120_000);

afterAll(async () => {
  await server?.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Sends a request's head and the start of its body; the rest comes when `finish` is called. */
function partialPut(body: string) {
  const socket = net.connect(server.port, '127.0.0.1');
  socket.on('error', () => undefined);
  let response = '';
  socket.on('data', (chunk: Buffer) => (response += chunk.toString()));
  const head = [
    'PUT /api/users/me HTTP/1.1',
    'Host: 127.0.0.1',
    `Authorization: Bearer ${ada.token}`,
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(body)}`,
  ].join('\r\n');
  socket.write(`${head}\r\n\r\n${body.slice(0, 5)}`);
  return {
    finish: () => socket.write(body.slice(5)),
    response: () => response,
    closed: new Promise<void>((resolve) => socket.once('close', () => resolve())),
  };
}

const me = async () => (await fetch(`${server.url}/api/users/me`, { headers: { authorization: `Bearer ${ada.token}` } })).json();

describe('graceful shutdown', () => {
  it('finishes in-flight requests, cuts slow and open connections after the grace period, closes the database and exits 0', async () => {
    const before = await fetch(`${server.url}/api/users/me`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${ada.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ bio: 'Written before SIGTERM' }),
    });
    expect(before.status).toBe(200);
    const socket = io(server.url, { auth: { token: ada.token }, transports: ['websocket'] });
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const stalled = partialPut(JSON.stringify({ skills: ['never', 'finished'] }));
    const inFlight = partialPut(JSON.stringify({ name: 'Ada in flight' }));
    await new Promise((resolve) => setTimeout(resolve, 300));

    const startedAt = Date.now();
    const stopped = server.stop();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    inFlight.finish();
    const exitCode = await stopped;
    const tookMs = Date.now() - startedAt;
    socket.disconnect();

    expect(exitCode).toBe(0);
    expect(tookMs).toBeLessThan(GRACE_MS + 3000);
    expect(inFlight.response()).toMatch(/^HTTP\/1\.1 200/);
    await stalled.closed;
    expect(stalled.response()).toBe('');

    await server.start();
    const after = await me();
    expect(after).toMatchObject({ bio: 'Written before SIGTERM', name: 'Ada in flight' });
    expect(after.skills).toEqual([]);
  }, 60_000);
});
