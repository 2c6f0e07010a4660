import { afterAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from './client';
import { migrationsBefore } from '../../test/helpers/migrations-before';
import { rowsOf } from './rows';

const earlier = migrationsBefore('_mvp_submission_idea');
afterAll(earlier.remove);

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('the migration that gives each MVP submission its idea', () => {
  it('gives an existing submission the founder’s newest idea at submission time, else their first idea after it', async () => {
    const client = new PGlite();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: earlier.folder });
    await db.execute(sql`insert into users (id, firebase_uid, email, name, referral_code) values
      (${id(100)}, 'a', 'a@example.com', 'A', 'SEED-A'), (${id(101)}, 'b', 'b@example.com', 'B', 'SEED-B'),
      (${id(102)}, 'c', 'c@example.com', 'C', 'SEED-C')`);
    await db.execute(sql`insert into ideas (id, user_id, title, pitch, created_at) values
      (${id(1)}, ${id(100)}, 'A old', 'pitch pitch', now() - interval '5 days'),
      (${id(2)}, ${id(100)}, 'A shipped', 'pitch pitch', now() - interval '3 days'),
      (${id(3)}, ${id(100)}, 'A later', 'pitch pitch', now() - interval '1 day'),
      (${id(4)}, ${id(101)}, 'B first', 'pitch pitch', now() - interval '1 day'),
      (${id(5)}, ${id(101)}, 'B second', 'pitch pitch', now())`);
    await db.execute(sql`insert into challenges (id, title, starts_at, ends_at, max_participants) values
      (${id(200)}, 'Sprint', now() - interval '4 days', now() - interval '2 days', 100)`);
    await db.execute(sql`insert into mvp_submissions (id, challenge_id, user_id, github_url, description, tech_stack, live_url, has_readme, credits, submitted_at) values
      (${id(300)}, ${id(200)}, ${id(100)}, 'https://github.com/a/b', '', '', '', false, 50, now() - interval '2 days'),
      (${id(301)}, ${id(200)}, ${id(101)}, 'https://github.com/b/b', '', '', '', false, 50, now() - interval '2 days'),
      (${id(302)}, ${id(200)}, ${id(102)}, 'https://github.com/c/b', '', '', '', false, 50, now() - interval '2 days')`);

    await migrate(db, { migrationsFolder });

    const rows = rowsOf<{ id: string; idea_id: string | null }>(await db.execute(sql`select id, idea_id from mvp_submissions order by id`));
    expect(rows).toEqual([
      { id: id(300), idea_id: id(2) },
      { id: id(301), idea_id: id(4) },
      { id: id(302), idea_id: null },
    ]);
    await db.execute(sql`delete from ideas where id = ${id(2)}`);
    expect(rowsOf(await db.execute(sql`select idea_id from mvp_submissions where id = ${id(300)}`))).toEqual([{ idea_id: null }]);
    await client.close();
  }, 60_000);
});
