import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../src/db/client';

/**
 * Vitest global setup: creates and migrates one in-memory PGlite database and dumps it to a file that
 * every test file's database starts from (`openTestDatabase`). Creating a PGlite database runs initdb,
 * about 5 s of one core on this machine; loading a dump takes under one.
 */
export default async function setup() {
  if (process.env.TEST_DATABASE_URL) return undefined;
  const client = new PGlite();
  await migrate(drizzle(client), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'seedmatch-pglite-')), 'migrated.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env.SEEDMATCH_PGLITE_DUMP = file;
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
