import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { DatabaseTooNewError, MigrationFailedError } from './migrate';
import { rowsOf } from './rows';
import { loadConfig } from '../config';
import { describeStartupFailure, StartupStageError } from '../lib/startup-failure';
import { migrationsBefore } from '../../test/helpers/migrations-before';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const ADA = '00000000-0000-4000-8000-00000000000a';

const ADA_AND_HER_REPORT = `insert into users (id, oidc_subject, email, name, referral_code) values ('${ADA}', 'sub-ada', 'ada@example.com', 'Ada', 'SEED-ADA');
  insert into reports (reporter_id, reported_user_id, reason) values ('${ADA}', '${ADA}', 'spam');`;

/** A migration's text as an older build shipped it, with the `when` its journal gave it then. */
type Shipped = { sql: string; when: number };

const shippedText = (file: string, when: number): Shipped => ({
  sql: readFileSync(path.join(import.meta.dirname, '../../test/fixtures/old-migrations', file), 'utf8'),
  when,
});

/**
 * A data folder as an older build left it: today's migrations before `beforeTag`, then the text that build
 * shipped under that tag (if any), recorded as drizzle recorded it, then `data` (by default Ada and her report).
 */
async function folderLeftBy(beforeTag: string, shipped?: Shipped, data = ADA_AND_HER_REPORT): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'seedmatch-upgrade-'));
  folders.push(dataDir);
  const earlier = migrationsBefore(beforeTag);
  const client = new PGlite(path.join(dataDir, 'pglite'));
  try {
    await migrate(drizzle(client), { migrationsFolder: earlier.folder });
    if (shipped) {
      for (const statement of shipped.sql.split('--> statement-breakpoint')) await client.exec(statement);
      await client.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', ['shipped', shipped.when]);
    }
    await client.exec(data);
  } finally {
    await client.close();
    earlier.remove();
  }
  return dataDir;
}

const explain = (error: unknown, dataDir: string) =>
  describeStartupFailure(new StartupStageError('database', error), loadConfig({ DATA_DIR: dataDir }));

describe('starting this version on a data folder an older version made', () => {
  // Migration 0017 was rewritten twice after it shipped (its journal `when` moving each time); a database
  // that ran an earlier text must not run it again, and must still gain what the later texts added.
  it.each([
    ['its first text (2026-11-24 13:25)', shippedText('0017_admin_console.v1.sql', 1_795_525_287_610)],
    ['its second text (2026-11-24 14:10)', shippedText('0017_admin_console.v2.sql', 1_795_529_290_615)],
  ])(
    'migrates a database that ran the admin console migration in %s, keeping its data',
    async (_, shipped) => {
      const dataDir = await folderLeftBy('_admin_console', shipped);

      const database = await openDatabase({ dataDir });
      try {
        const query = async (text: string) => rowsOf(await database.db.execute(sql.raw(text)));
        expect(await query(`select name from users where id = '${ADA}'`)).toEqual([{ name: 'Ada' }]);
        expect(await query('select status, resolved_by, resolution from reports')).toEqual([
          { status: 'open', resolved_by: null, resolution: null },
        ]);
        // A report outlives the account it names (ac24e46): the key sets null instead of deleting it.
        const keys = await query("select confdeltype as deletes from pg_constraint where conname = 'reports_reported_user_id_users_id_fk'");
        expect(keys).toEqual([{ deletes: 'n' }]);
      } finally {
        await database.close();
      }
    },
    60_000,
  );

  it("migrates a database of the first day, whose ideas indexes ran the first text of 0001, into the deck queries' order", async () => {
    const shipped = shippedText('0001_ideas_swipes_matches.v1.sql', 1_795_305_560_505);
    const firstUser = `insert into users (id, firebase_uid, email, name, referral_code) values ('${ADA}', 'sub-ada', 'ada@example.com', 'Ada', 'SEED-ADA')`;
    const dataDir = await folderLeftBy('_ideas_swipes_matches', shipped, firstUser);

    const database = await openDatabase({ dataDir });
    try {
      const query = async (text: string) => rowsOf(await database.db.execute(sql.raw(text)));
      expect(await query(`select oidc_subject from users where id = '${ADA}'`)).toEqual([{ oidc_subject: 'sub-ada' }]);
      const indexes = await query("select indexdef from pg_indexes where indexname in ('ideas_user_created_idx', 'ideas_created_idx')");
      expect(indexes).toHaveLength(2);
      // PostgreSQL writes DESC NULLS FIRST, the default, as DESC.
      for (const { indexdef } of indexes as { indexdef: string }[]) expect(indexdef).toMatch(/created_at DESC\)/);
    } finally {
      await database.close();
    }
  }, 60_000);
});

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
