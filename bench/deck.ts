// Deck and swipe latency at 10 k and 1 M ideas (with 10 swipes per idea: 10 M at 1 M) on PostgreSQL, for a
// user who has passed on the 5,000 most liked ideas, with the plans the deck statement runs with.
// Usage: npm run bench:deck [-- --sizes=10000,1000000 --swipes-per-idea=10]
// (uses DATABASE_URL, else starts a throwaway server)
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { fillPlaceholders, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { DECK_SESSION, openDatabase, type Database } from '../apps/server/src/db/client';
import { users } from '../apps/server/src/db/schema/index';
import { createSession } from '../apps/server/src/modules/auth/session.service';
import { deckQueries } from '../apps/server/src/modules/ideas/deck-queries';
import { getDeck, userInterests } from '../apps/server/src/modules/ideas/deck.service';
import { filterName, ResumePoints } from '../apps/server/src/modules/ideas/deck-resume';
import type { DeckFilter } from '@seedmatch/shared/deck';
import { startPostgres } from '../scripts/services.mjs';

const TAGS = ['ai', 'fintech', 'health', 'climate', 'education', 'saas', 'consumer', 'b2b', 'marketplace', 'gaming'];
const sizes = (process.argv.find((a) => a.startsWith('--sizes='))?.split('=')[1] ?? '10000,1000000').split(',').map(Number);
const swipesPerIdea = Number(process.argv.find((a) => a.startsWith('--swipes-per-idea='))?.split('=')[1] ?? 10);
const SAMPLES = 200;
const PASSED = 5000;

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * p)]!;
const arrayLiteral = (values: unknown[]) => `{${values.map((value) => JSON.stringify(String(value))).join(',')}}`;
const ms = (value: number) => `${value.toFixed(2)} ms`;

/** Bulk SQL on a connection of its own: the app's pool stops any statement after 3 s. */
async function fill(url: string, ideaCount: number) {
  // A connection like the server's deck connections: the statement keeps the plan made without its values.
  const client = new pg.Client({ connectionString: url, options: '-c plan_cache_mode=force_generic_plan' });
  await client.connect();
  const founders = Math.max(100, Math.floor(ideaCount / 100));
  const tagArray = `(array[${TAGS.map((t) => `'${t}'`).join(',')}])`;
  await client.query('truncate users, ideas, swipes, matches, chat_rooms, chat_participants, sessions cascade');
  await client.query(`
    insert into users (oidc_subject, email, name, role, skills, referral_code)
    select 'bench-' || g, 'bench' || g || '@example.com', 'Bench Founder ' || g, 'FOUNDER', array['${TAGS[0]}'], 'SEED-BEN-' || g
    from generate_series(1, ${founders}) g`);
  await client.query(`
    insert into ideas (user_id, title, pitch, tags, tag_keys, swipe_rights, created_at)
    select u.id, 'Idea ' || g, 'A pitch long enough for idea ' || g,
           array[t1, t2], array[t1, t2], (random() * 200)::int, now() - (random() * interval '365 days')
    from generate_series(1, ${ideaCount}) g
    cross join lateral (select ${tagArray}[1 + (g % ${TAGS.length})] as t1, ${tagArray}[1 + ((g / 7) % ${TAGS.length})] as t2) tags
    join lateral (select id from users where oidc_subject = 'bench-' || (1 + g % ${founders})) u on true`);
  // Other founders' swipes, from distinct founders on each idea, half of them likes. Building the swipes
  // indexes once afterwards is many times faster than keeping four of them up to date row by row.
  const { rows: indexes } = await client.query<{ indexdef: string }>("select indexdef from pg_indexes where tablename = 'swipes'");
  const { rows: keys } = await client.query<{ name: string }>(
    "select conname as name from pg_constraint where conrelid = 'swipes'::regclass and contype = 'p'",
  );
  const primaryKey = keys[0]!.name;
  await client.query(`alter table swipes drop constraint ${primaryKey}`);
  for (const name of (await client.query<{ indexname: string }>("select indexname from pg_indexes where tablename = 'swipes'")).rows) {
    await client.query(`drop index ${name.indexname}`);
  }
  await client.query(`
    insert into swipes (user_id, idea_id, idea_owner_id, direction)
    select f.id, i.id, i.user_id, case when random() < 0.5 then 'RIGHT'::swipe_direction else 'LEFT'::swipe_direction end
    from (select id, user_id, row_number() over () as n from ideas) i
    cross join generate_series(1, ${swipesPerIdea}) k
    join (select id, row_number() over (order by id) - 1 as n from users) f on f.n = (i.n * 7 + k * 13) % ${founders}
    where f.id <> i.user_id`);
  await client.query("set maintenance_work_mem = '256MB'");
  for (const { indexdef } of indexes) await client.query(indexdef);
  await client.query(`alter table swipes add constraint ${primaryKey} primary key using index ${primaryKey}`);
  // What autovacuum gives a live database: statistics, and a visibility map for index-only probes.
  await client.query('vacuum analyze');
  await client.end();
}

async function measure(database: Database, ideaCount: number) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO_DATA: 'off', PUBLIC_URL: 'http://localhost:3000' });
  const app = await buildApp({ config, database, logger: false, requestsPerMinute: 1_000_000 });
  await app.ready();
  const uid = `bench-user-${randomUUID()}`;
  await database.db.insert(users).values({
    oidcSubject: uid,
    email: `${uid}@example.com`,
    name: 'Bench User',
    role: 'FOUNDER',
    skills: ['Health', 'Climate'],
    referralCode: `SEED-BU-${randomUUID().slice(0, 8)}`,
  });
  const token = await createSession(database.db, { uid, email: `${uid}@example.com`, displayName: 'Bench User', photoURL: null });
  const headers = { authorization: `Bearer ${token}` };
  // A seasoned user: they have already passed on the 5,000 most liked ideas.
  await database.db.execute(sql`
    insert into swipes (user_id, idea_id, idea_owner_id, direction)
    select u.id, i.id, i.user_id, 'LEFT' from users u,
      (select id, user_id from ideas order by swipe_rights desc, created_at desc limit ${PASSED}) i
    where u.oidc_subject = ${uid}`);
  await database.db.execute(sql`vacuum analyze swipes`);

  const deckTimes: number[] = [];
  const swipeTimes: number[] = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    let started = performance.now();
    const deck = await app.inject({ url: '/api/ideas/deck?limit=5', headers });
    deckTimes.push(performance.now() - started);
    const ideaId = deck.json()[0].id as string;
    started = performance.now();
    await app.inject({ method: 'POST', url: '/api/ideas/swipe', headers, payload: { ideaId, direction: i % 3 === 0 ? 'RIGHT' : 'LEFT' } });
    swipeTimes.push(performance.now() - started);
  }
  await app.inject({ method: 'PUT', url: '/api/ideas/deck/filter', headers, payload: { mode: 'tags', tags: ['Fintech'] } });
  const filteredTimes: number[] = [];
  for (let i = 0; i < SAMPLES / 2; i += 1) {
    const started = performance.now();
    await app.inject({ url: '/api/ideas/deck?limit=5', headers });
    filteredTimes.push(performance.now() - started);
  }
  // The floor under every figure: an authenticated read of the user's own filter, no idea touched.
  const floorTimes: number[] = [];
  for (let i = 0; i < SAMPLES / 2; i += 1) {
    const started = performance.now();
    await app.inject({ url: '/api/ideas/deck/filter', headers });
    floorTimes.push(performance.now() - started);
  }
  const figures = { p50: percentile(deckTimes, 0.5), p99: percentile(deckTimes, 0.99) };
  console.log(
    `${ideaCount.toLocaleString('en-US')} ideas: deck p50 ${ms(figures.p50)}, p99 ${ms(figures.p99)}; ` +
      `filtered to one tag p50 ${ms(percentile(filteredTimes, 0.5))}, p99 ${ms(percentile(filteredTimes, 0.99))}; ` +
      `swipe p50 ${ms(percentile(swipeTimes, 0.5))}, p99 ${ms(percentile(swipeTimes, 0.99))}; ` +
      `an authenticated read touching no idea p50 ${ms(percentile(floorTimes, 0.5))} (${SAMPLES} rounds, in-process)`,
  );

  // The plans of a read as the server makes it, resuming where the user's previous read stopped: each
  // statement of the read, a named one as a deck connection runs it (the plan made without values).
  const [me] = await database.db
    .select()
    .from(users)
    .where(sql`${users.oidcSubject} = ${uid}`);
  const interests = userInterests(me!);
  const plans: [string, DeckFilter, string[] | null][] = [
    ['every idea', { mode: 'all' }, null],
    ['filtered to one tag', { mode: 'tags', tags: ['Fintech'] }, ['fintech']],
  ];
  const client = new pg.Client({ connectionString: url, options: DECK_SESSION });
  await client.connect();
  for (const [label, deckFilter, onlyTags] of plans) {
    const user = { ...me!, deckFilter };
    const points = new ResumePoints();
    const dbs = { db: database.db, deckDb: database.deckDb };
    await getDeck(dbs, user, 5, [], points);
    const reads = deckQueries(dbs, user, { interests, onlyTags, exclude: [] }, points.get(user.id, filterName(onlyTags)));
    for (const { statement, values, name } of reads) {
      const query = statement.getQuery();
      const params = fillPlaceholders(query.params, values);
      console.log(`  plan of a deck statement (${label}${name ? `, ${name}` : ', planned for its values'}):`);
      let plan;
      if (name) {
        await client.query({ name, text: query.sql, values: params });
        const literals = params.map((value) => client.escapeLiteral(Array.isArray(value) ? arrayLiteral(value) : String(value)));
        plan = await client.query(`explain (analyze, costs off, timing off, summary on) execute ${name}(${literals.join(', ')})`);
      } else {
        plan = await client.query(`explain (analyze, costs off, timing off, summary on) ${query.sql}`, params);
      }
      const rows = plan.rows as Record<string, string>[];
      console.log(`    ${rows.map((r) => Object.values(r)[0]).join('\n    ')}`);
    }
  }
  await client.end();
  await app.close();
  return figures;
}

const external = process.env.DATABASE_URL;
const server = external ? null : await startPostgres();
const url = external ?? server!.url;
const database = await openDatabase({ databaseUrl: url });
try {
  const results: { size: number; p50: number; p99: number }[] = [];
  for (const size of sizes) {
    const started = performance.now();
    await fill(url, size);
    console.log(`(filled ${size.toLocaleString('en-US')} ideas in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
    results.push({ size, ...(await measure(database, size)) });
  }
  const [first, last] = [results[0]!, results.at(-1)!];
  if (results.length > 1) {
    console.log(
      `deck at ${last.size.toLocaleString('en-US')} / ${first.size.toLocaleString('en-US')} ideas: ` +
        `p50 ${(last.p50 / first.p50).toFixed(2)}x, p99 ${(last.p99 / first.p99).toFixed(2)}x`,
    );
  }
} finally {
  await database.close();
  server?.stop();
}
