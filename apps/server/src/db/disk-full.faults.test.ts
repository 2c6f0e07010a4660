import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { makeFolder, startPostgres } from '../../../../scripts/services.mjs';
import { buildApp } from '../app';
import { openDatabase, type Database } from './client';
import { ideas } from './schema/index';
import { seedPerson, type Person } from '../../test/helpers/seed-people';
import { testConfig } from '../../test/helpers/test-app';
import { bearer } from '../../test/helpers/sign-in';

/** A database on a 96 MB tmpfs the test fills (mounting needs root), which it can restart. */
type SmallDisk = {
  database: Database;
  fill(): void;
  unfill(): void;
  /** Stops and starts the database on the same data; resolves with a handle that reads it. */
  restart(): Promise<Database>;
  stop(): Promise<void>;
};

async function postgresOnSmallDisk(): Promise<SmallDisk> {
  const server = await startPostgres({ diskMb: 96 });
  const database = await openDatabase({ databaseUrl: server.url });
  return {
    database,
    fill: server.fill,
    unfill: server.unfill,
    restart: async () => {
      server.halt();
      server.start();
      return database;
    },
    stop: async () => {
      await database.close();
      server.stop();
    },
  };
}

async function pgliteOnSmallDisk(): Promise<SmallDisk> {
  const folder = makeFolder('seedmatch-pglite-disk-', { diskMb: 96 });
  let database = await openDatabase({ dataDir: folder.dir });
  return {
    database,
    fill: folder.fill,
    unfill: folder.unfill,
    restart: async () => {
      await database.close();
      database = await openDatabase({ dataDir: folder.dir });
      return database;
    },
    stop: async () => {
      await database.close();
      folder.remove();
    },
  };
}

describe.each([
  ['PostgreSQL', postgresOnSmallDisk],
  ['the embedded PGlite', pgliteOnSmallDisk],
])('with the database disk full, on %s', (_name, open) => {
  let disk: SmallDisk;
  let app: FastifyInstance;
  let ada: Person;

  beforeAll(async () => {
    disk = await open();
    const config = testConfig();
    app = await buildApp({ config, database: disk.database, logger: false });
    await app.ready();
    ada = await seedPerson(disk.database.db, 'Ada');
  });

  afterAll(async () => {
    disk?.unfill();
    await app?.close();
    await disk?.stop();
  });

  let n = 0;
  const submit = (): Promise<LightMyRequestResponse> =>
    app.inject({
      method: 'POST',
      url: '/api/ideas/submit',
      headers: bearer(ada.token),
      payload: { title: `Idea ${(n += 1)}`, pitch: `A pitch long enough to pass, number ${n}.`, tags: [] },
    });

  it('answers 507 with Retry-After, says not ready, keeps every acknowledged write, and serves again once there is room', async () => {
    const acknowledged: string[] = [];
    let refused: LightMyRequestResponse | undefined;
    disk.fill();
    try {
      for (let i = 0; i < 200 && !refused; i += 1) {
        const response = await submit();
        if (response.statusCode === 201) acknowledged.push(response.json().idea.id);
        else refused = response;
      }
      expect(refused?.statusCode).toBe(507);
      expect(refused?.headers['retry-after']).toBe('60');
      expect(refused?.json()).toEqual({ error: 'The service cannot save anything right now. Please try again later.' });
      const readiness = await app.inject({ url: '/readyz' });
      expect(readiness.statusCode).toBe(503);
      expect(readiness.json()).toMatchObject({ error: 'Not ready: the database disk is full.', checks: { database: 'full' } });
      expect((await app.inject({ url: '/api/users/me', headers: bearer(ada.token) })).statusCode).toBe(200);
    } finally {
      disk.unfill();
    }
    const after = await submit();
    expect(after.statusCode).toBe(201);
    acknowledged.push(after.json().idea.id);

    // After a restart too: PostgreSQL's pool drops its old connections on first use, hence the retries.
    const reopened = await disk.restart();
    const storedIds = () => reopened.db.select({ id: ideas.id }).from(ideas).where(inArray(ideas.id, acknowledged));
    let stored: { id: string }[] | null = null;
    for (let attempt = 0; attempt < 20 && !stored; attempt += 1) stored = await storedIds().catch(() => null);
    expect(stored).toHaveLength(acknowledged.length);
  });
});
