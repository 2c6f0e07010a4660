import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { DatabaseTooNewError, MigrationFailedError } from './migrate';
import { loadConfig } from '../config';
import { describeStartupFailure, StartupStageError } from '../lib/startup-failure';
import { migrationsBefore } from '../../test/helpers/migrations-before';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const ADA = '00000000-0000-4000-8000-00000000000a';

/** A data folder as an older build left it: today's migrations before `beforeTag`, then Ada and her report. */
async function folderLeftBy(beforeTag: string): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'seedmatch-upgrade-'));
  folders.push(dataDir);
  const earlier = migrationsBefore(beforeTag);
  const client = new PGlite(path.join(dataDir, 'pglite'));
  try {
    await migrate(drizzle(client), { migrationsFolder: earlier.folder });
    await client.exec(`insert into users (id, oidc_subject, email, name, referral_code) values ('${ADA}', 'sub-ada', 'ada@example.com', 'Ada', 'SEED-ADA');
      insert into reports (reporter_id, reported_user_id, reason) values ('${ADA}', '${ADA}', 'spam');`);
  } finally {
    await client.close();
    earlier.remove();
  }
  return dataDir;
}

const explain = (error: unknown, dataDir: string) =>
  describeStartupFailure(new StartupStageError('database', error), loadConfig({ DATA_DIR: dataDir }));

describe('a data folder this version cannot take', () => {
  it('refuses a database a newer version migrated, naming DATA_DIR', async () => {
    const dataDir = await folderLeftBy('_mvp_readme');
    await (await openDatabase({ dataDir })).close();
    const client = new PGlite(path.join(dataDir, 'pglite'));
    await client.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
      'from-the-future',
      4_102_444_800_000,
    ]);
    await client.close();

    const error = await openDatabase({ dataDir }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(DatabaseTooNewError);
    const { msg, fields } = explain(error, dataDir);
    expect(msg).toMatch(
      /^DATA_DIR: the database in .* was migrated by a newer version of SeedMatch \(this one knows the migrations up to 0\d+_\w+\)/,
    );
    expect(fields).toMatchObject({ variable: 'DATA_DIR' });
    expect(fields).not.toHaveProperty('err');
  }, 60_000);

  it('names the migration that failed, with the database’s reason, and keeps the data and the schema as they were', async () => {
    const dataDir = await folderLeftBy('_mvp_readme');
    const before = new PGlite(path.join(dataDir, 'pglite'));
    await before.exec('alter table mvp_submissions add column readme integer');
    const { rows: applied } = await before.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    await before.close();

    const error = await openDatabase({ dataDir }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(MigrationFailedError);
    const { msg, fields } = explain(error, dataDir);
    expect(msg).toContain('could not be migrated to this version: migration 0019_mvp_readme failed (42701 column "readme" of relation');
    expect(msg).toContain('Nothing was changed');
    expect(fields).toMatchObject({ variable: 'DATA_DIR', migration: '0019_mvp_readme' });
    const after = new PGlite(path.join(dataDir, 'pglite'));
    try {
      expect((await after.query('select count(*)::int as n from drizzle.__drizzle_migrations')).rows).toEqual(applied);
      expect((await after.query(`select name from users where id = '${ADA}'`)).rows).toEqual([{ name: 'Ada' }]);
    } finally {
      await after.close();
    }
  }, 60_000);
});
