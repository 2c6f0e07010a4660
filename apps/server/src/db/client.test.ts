import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { rowsOf } from './rows';
import { openDatabase } from './client';
import { seedPerson } from '../../test/helpers/seed-people';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

describe('the embedded database', () => {
  it('opens with planner statistics taken when it last closed, since PGlite runs no autovacuum', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seedmatch-stats-'));
    folders.push(dataDir);
    const first = await openDatabase({ dataDir });
    for (let i = 0; i < 3; i += 1) await seedPerson(first.db, `Stats ${i}`);
    await first.close();

    const reopened = await openDatabase({ dataDir });
    const [row] = rowsOf<{ reltuples: number }>(await reopened.db.execute(sql`select reltuples from pg_class where relname = 'users'`));
    await reopened.close();
    expect(Number(row!.reltuples)).toBe(3);
  });
});
