import { afterAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from './client';
import { migrationsBefore } from '../../test/helpers/migrations-before';
import { rowsOf } from './rows';

const earlier = migrationsBefore('_idea_title_per_founder');
afterAll(earlier.remove);

describe('the migration that makes idea titles unique per founder', () => {
  it('keeps the oldest of a founder’s duplicate titles and numbers the others, matches included', async () => {
    const client = new PGlite();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: earlier.folder });
    await db.execute(sql`insert into users (id, firebase_uid, email, name, referral_code) values
      ('00000000-0000-4000-8000-00000000000a', 'a', 'a@example.com', 'A', 'SEED-A'),
      ('00000000-0000-4000-8000-00000000000b', 'b', 'b@example.com', 'B', 'SEED-B')`);
    await db.execute(sql`insert into ideas (id, user_id, title, pitch, created_at) values
      ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-00000000000a', 'Seed Bank', 'pitch pitch', now() - interval '3 days'),
      ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-00000000000a', ' seed bank', 'pitch pitch', now() - interval '2 days'),
      ('00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-00000000000a', 'SEED BANK', 'pitch pitch', now() - interval '1 day'),
      ('00000000-0000-4000-8000-000000000004', '00000000-0000-4000-8000-00000000000a', 'Seed Bank (2)', 'pitch pitch', now()),
      ('00000000-0000-4000-8000-000000000005', '00000000-0000-4000-8000-00000000000b', 'Seed Bank', 'pitch pitch', now()),
      ('00000000-0000-4000-8000-000000000006', '00000000-0000-4000-8000-00000000000a', ${'x'.repeat(120)}, 'pitch pitch', now() - interval '1 day'),
      ('00000000-0000-4000-8000-000000000007', '00000000-0000-4000-8000-00000000000a', ${'X'.repeat(120)}, 'pitch pitch', now())`);
    await db.execute(sql`insert into matches (user_a, user_b, idea_id, idea_title) values
      ('00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-00000000000b', '00000000-0000-4000-8000-000000000003', 'SEED BANK')`);

    await migrate(db, { migrationsFolder });

    const titles = rowsOf<{ title: string }>(await db.execute(sql`select title from ideas order by id`)).map((row) => row.title);
    expect(titles).toEqual([
      'Seed Bank',
      'seed bank (3)',
      'SEED BANK (4)',
      'Seed Bank (2)',
      'Seed Bank',
      'x'.repeat(120),
      `${'X'.repeat(116)} (2)`,
    ]);
    expect(rowsOf<{ idea_title: string }>(await db.execute(sql`select idea_title from matches`))).toEqual([
      { idea_title: 'SEED BANK (4)' },
    ]);
    await expect(
      db.execute(
        sql`insert into ideas (user_id, title, pitch) values ('00000000-0000-4000-8000-00000000000a', ' SEED bank ', 'pitch pitch')`,
      ),
    ).rejects.toThrow();
    await client.close();
  });
});
