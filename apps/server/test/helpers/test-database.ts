import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client';

/**
 * A fresh database for one test file: in-memory PGlite (from the migrated dump the global setup made,
 * when there is one), or, when TEST_DATABASE_URL points at a PostgreSQL server, a new database on it that
 * is dropped afterwards.
 */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dumpFile = process.env.SEEDMATCH_PGLITE_DUMP;
    return openDatabase(dumpFile ? { pgliteDump: new Blob([fs.readFileSync(dumpFile)]) } : {});
  }

  const name = `seedmatch_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      // pool.end() resolves before its sockets finish closing; a forced drop would kill them mid-close.
      for (let i = 0; i < 50; i += 1) {
        const { rows } = await dropper.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
