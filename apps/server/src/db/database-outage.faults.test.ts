import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { startPostgres } from '../../../../scripts/services.mjs';
import { buildApp } from '../app';
import { openDatabase, type Database } from './client';
import { seedPerson, type Person } from '../../test/helpers/seed-people';
import { testConfig } from '../../test/helpers/test-app';
import { bearer } from '../../test/helpers/sign-in';

// A PostgreSQL server of this file's own, so it can be stopped and frozen.
let server: Awaited<ReturnType<typeof startPostgres>>;
let database: Database;
let app: FastifyInstance;
let ada: Person;
const warnings: { fields: Record<string, unknown>; message: string }[] = [];

beforeAll(async () => {
  server = await startPostgres();
  database = await openDatabase({ databaseUrl: server.url, log: { warn: (fields, message) => warnings.push({ fields, message }) } });
  const config = testConfig();
  app = await buildApp({ config, database, logger: false });
  await app.ready();
  ada = await seedPerson(database.db, 'Ada');
});

afterAll(async () => {
  // A test that timed out mid-freeze never reached its `finally`: a frozen server would not stop.
  if (server) thawIfRunning();
  await app?.close();
  await database?.close();
  server?.stop();
});

function thawIfRunning() {
  try {
    server.thaw();
  } catch {
    // Stopped, not frozen: nothing to wake.
  }
}

async function timed(call: () => Promise<LightMyRequestResponse>): Promise<{ response: LightMyRequestResponse; ms: number }> {
  const startedAt = performance.now();
  const response = await call();
  return { response, ms: performance.now() - startedAt };
}

const profile = () => app.inject({ url: '/api/users/me', headers: bearer(ada.token) });
// The deck reads on connections of its own (docs/decisions/0043), with a statement prepared on each.
const deck = () => app.inject({ url: '/api/ideas/deck', headers: bearer(ada.token) });

function expectQuickUnavailable({ response, ms }: { response: LightMyRequestResponse; ms: number }) {
  expect(response.statusCode).toBe(503);
  expect(response.headers['retry-after']).toBe('5');
  expect(response.json()).toEqual({ error: 'The service is briefly unavailable. Please try again in a moment.' });
  expect(ms).toBeLessThan(5_000);
}

async function expectAliveButNotReady(): Promise<void> {
  expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
  const { response, ms } = await timed(() => app.inject({ url: '/readyz' }));
  expect(response.statusCode).toBe(503);
  expect(response.json().checks.database).toBe('down');
  expect(ms).toBeLessThan(2_000);
}

async function eventuallyServes(): Promise<void> {
  const deadline = Date.now() + 15_000;
  let status = 0;
  while (Date.now() < deadline && status !== 200) {
    status = (await profile()).statusCode;
    if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(status).toBe(200);
  expect((await app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'off' } });
}

describe('with the database hung (it keeps connections open but never answers)', () => {
  it('answers 503 with Retry-After within 5 s, more callers than connections too, and serves again after', async () => {
    expect((await profile()).statusCode).toBe(200);
    server.freeze();
    try {
      expectQuickUnavailable(await timed(profile));
      const crowd = await Promise.all(Array.from({ length: 14 }, () => timed(profile)));
      for (const answer of crowd) expectQuickUnavailable(answer);
      await expectAliveButNotReady();
    } finally {
      server.thaw();
    }
    await eventuallyServes();
  });
});

describe('with the database stopped', () => {
  it('answers 503 with Retry-After at once, and serves again when it is back', async () => {
    expect((await deck()).statusCode).toBe(200);
    server.halt();
    try {
      expectQuickUnavailable(await timed(profile));
      expectQuickUnavailable(await timed(deck));
      await expectAliveButNotReady();
      expectQuickUnavailable(
        await timed(() =>
          app.inject({
            method: 'POST',
            url: '/api/ideas/submit',
            headers: bearer(ada.token),
            payload: { title: 'Down', pitch: 'A pitch long enough to pass.', tags: [] },
          }),
        ),
      );
    } finally {
      server.start();
    }
    await eventuallyServes();
    expect((await deck()).statusCode).toBe(200);
    // Each idle connection the stop cut is said in the server's log, as a line of its own shape.
    expect(warnings.length).toBeGreaterThan(0);
    for (const warning of warnings)
      expect(warning).toEqual({ fields: { reason: expect.any(String) }, message: 'PostgreSQL connection lost' });
  });
});
