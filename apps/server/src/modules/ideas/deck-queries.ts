import { and, arrayOverlaps, desc, eq, ne, not, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { ideas, swipes, users, type UserRow } from '../../db/schema/index';
import { shownTo } from '../safety/safety.service';
import { BOTTOM, oldestRunning, type ResumePoint } from './deck-resume';
import { ideaWithAuthorColumns } from './idea-view';

/**
 * How many candidates each pool brings before ranking: the largest batch a read may ask for, so the most
 * liked pool alone can fill any batch while servable ideas remain.
 */
const POOL_SIZE = 20;

/** What a deck read asks for: the user's interests (ranking), the tags it is limited to, if any, and what is on screen. */
export type DeckRequest = { interests: string[]; onlyTags: string[] | null; exclude: string[] };

export const Pool = { tags: 1, popular: 2, priority: 3 } as const;

/** Where a deck read runs: the app's connections, and those whose statements keep a generic plan. */
export type DeckDatabases = { db: Db; deckDb: Db };

const param = {
  user: sql.placeholder('user'),
  onlyTags: sql.placeholder('onlyTags'),
  interests: sql.placeholder('interests'),
  exclude: sql.placeholder('exclude'),
  popularLimit: sql.placeholder('popularLimit'),
  resumeLikes: sql.placeholder('resumeLikes'),
  resumeAt: sql.placeholder('resumeAt'),
  since: sql.placeholder('since'),
};

/**
 * SQL: the idea may be served to the user, leaving aside what is on their screen: not theirs, not swiped by
 * them (one index probe an idea), within their filter, its founder shown to them.
 */
function shownAndUnswiped(filtered: boolean): SQL {
  return and(
    ne(ideas.userId, param.user),
    sql`not exists (select 1 from ${swipes} where ${swipes.ideaId} = ${ideas.id} and ${swipes.userId} = ${param.user})`,
    filtered ? arrayOverlaps(ideas.tagKeys, param.onlyTags) : undefined,
    shownTo(param.user),
  )!;
}

/** SQL: the idea may be served to the user now. */
function servable(filtered: boolean): SQL {
  return and(shownAndUnswiped(filtered), sql`${ideas.id} <> all(${param.exclude}::uuid[])`)!;
}

/**
 * SQL: the idea changed at or after `since`. The bound above every stamp makes the condition a range: a plan
 * made without knowing `since` then expects few rows and reads them from `ideas_changed_idx`.
 */
const changedSince = sql`${ideas.changedXact} between ${param.since}::bigint and ${sql.raw(String(2n ** 63n - 1n))}`;

const atOrBelowResume = sql`(${ideas.swipeRights}, ${ideas.createdAt}) <= (${param.resumeLikes}::integer, ${param.resumeAt}::timestamptz)`;

/**
 * SQL: the ids of the newest servable ideas of founders with priority. It starts from those founders (few,
 * `users_priority_idx`) and takes each one's newest, so no plan walks every idea looking for theirs.
 */
function newestOfPriorityFounders(filtered: boolean): SQL {
  return sql`array(select newest.id from ${users} cross join lateral (
    select ${ideas.id}, ${ideas.createdAt} from ${ideas} where ${ideas.userId} = ${users.id} and ${servable(filtered)}
    order by ${ideas.createdAt} desc limit ${sql.raw(String(POOL_SIZE))}) newest
    where ${users.hasPriority} order by newest.created_at desc limit ${sql.raw(String(POOL_SIZE))})`;
}

/**
 * The statements of one deck read, the one with the most liked pool first, with the values they run with
 * and their names (empty: planned for each call).
 * - Under a tag filter, one statement reads every pool. It runs unnamed, planned for the read's tags: how
 *   many ideas carry them decides between walking the newest and reading the tags index.
 * - Without a filter, the most liked, changed and priority pools are one statement on the deck connections,
 *   run with the plan made once without values: each walks an index from a known place, whatever the values
 *   (planning it took longer than running it). The pool sharing the user's interests runs beside it,
 *   unnamed, for the same reason as a filter.
 */
export function deckQueries(dbs: DeckDatabases, user: UserRow, request: DeckRequest, resume: ResumePoint | null) {
  const values = {
    user: user.id,
    onlyTags: request.onlyTags ?? [],
    interests: request.interests,
    exclude: request.exclude,
    popularLimit: POOL_SIZE + request.exclude.length,
    resumeLikes: resume?.key.swipeRights ?? 0,
    resumeAt: (resume?.key.createdAt ?? BOTTOM.createdAt).toISOString(),
    since: resume?.since ?? 0,
  };
  const byInterests = request.interests.length > 0;
  const resumed = resume !== null;
  if (request.onlyTags !== null) {
    const statement = built(dbs.db, `filtered ${byInterests} ${resumed}`, () => filteredDeck(dbs.db, byInterests, resumed));
    return [{ statement, values, name: UNNAMED }];
  }
  const name = `deck_most_liked_${Number(resumed)}`;
  const mostLiked = { statement: built(dbs.deckDb, name, () => mostLikedPools(dbs.deckDb, resumed, name)), values, name };
  if (!byInterests) return [mostLiked];
  const interestsPool = built(dbs.db, 'interests', () => tagsPool(dbs.db, false).prepare(UNNAMED));
  return [mostLiked, { statement: interestsPool, values, name: UNNAMED }];
}

/** The columns of every pool, and the snapshot's oldest running transaction (where the next read resumes). */
function poolSelect(db: Db, pool: number) {
  return db
    .select({
      ...ideaWithAuthorColumns,
      pool: sql<number>`${sql.raw(String(pool))}`.as('pool'),
      since: sql<string>`${oldestRunning}`.as('since'),
    })
    .from(ideas)
    .innerJoin(users, eq(users.id, ideas.userId));
}

/** The most liked ideas: walked down from the resume point, and what changed since above it; or from the top. */
function mostLiked(db: Db, filtered: boolean, resumed: boolean) {
  const regions = resumed ? [atOrBelowResume, and(changedSince, not(atOrBelowResume))!] : [sql`true`];
  return regions.map((region) =>
    poolSelect(db, Pool.popular)
      .where(and(region, shownAndUnswiped(filtered)))
      .orderBy(desc(ideas.swipeRights), desc(ideas.createdAt))
      .limit(param.popularLimit),
  );
}

function priorityPool(db: Db, filtered: boolean) {
  return poolSelect(db, Pool.priority)
    .where(sql`${ideas.id} = any(${newestOfPriorityFounders(filtered)})`)
    .orderBy(desc(ideas.createdAt))
    .limit(POOL_SIZE);
}

function tagsPool(db: Db, filtered: boolean) {
  return poolSelect(db, Pool.tags)
    .where(and(servable(filtered), arrayOverlaps(ideas.tagKeys, param.interests))!)
    .orderBy(desc(ideas.createdAt))
    .limit(POOL_SIZE);
}

function mostLikedPools(db: Db, resumed: boolean, name: string) {
  const [below, ...changed] = mostLiked(db, false, resumed);
  return unionAll(below!, priorityPool(db, false), ...changed).prepare(name);
}

function filteredDeck(db: Db, byInterests: boolean, resumed: boolean) {
  const [below, ...changed] = mostLiked(db, true, resumed);
  const prioritized = priorityPool(db, true);
  const statement = byInterests ? unionAll(below!, tagsPool(db, true), prioritized, ...changed) : unionAll(below!, prioritized, ...changed);
  return statement.prepare(UNNAMED);
}

/** A named statement runs with a plan kept on its connection; an unnamed one is planned for each call. */
const UNNAMED = '';

type DeckStatement = ReturnType<typeof mostLikedPools>;

const statements = new WeakMap<Db, Map<string, DeckStatement>>();

/** Each statement is built once per database. */
function built(db: Db, key: string, build: () => DeckStatement): DeckStatement {
  let byKey = statements.get(db);
  if (!byKey) statements.set(db, (byKey = new Map()));
  let statement = byKey.get(key);
  if (!statement) byKey.set(key, (statement = build()));
  return statement;
}
