import { and, arrayOverlaps, desc, eq, ne, not, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { readDeckFilter } from '@seedmatch/shared/deck';
import type { Idea } from '@seedmatch/shared/ideas';
import { PreferencesSchema } from '@seedmatch/shared/users';
import type { Db } from '../../db/client';
import { ideas, swipes, users, type UserRow } from '../../db/schema/index';
import { shownTo } from '../safety/safety.service';
import { interestKeys, rankDeck } from './deck-ranking';
import { BOTTOM, filterName, highest, oldestRunning, type ResumePoint, type ResumePoints } from './deck-resume';
import { ideaWithAuthorColumns, toIdea, type IdeaWithAuthor } from './idea-view';

/**
 * How many candidates each pool brings before ranking: the largest batch a read may ask for, so the most
 * liked pool alone can fill any batch while servable ideas remain.
 */
const POOL_SIZE = 20;

/** What a deck read asks for: the user's interests (ranking), the tags it is limited to, if any, and what is on screen. */
export type DeckRequest = { interests: string[]; onlyTags: string[] | null; exclude: string[] };

const Pool = { tags: 1, popular: 2, priority: 3 } as const;

/**
 * The next ideas for a user's deck (docs/decisions/0021, 0026). Which ideas may come is one condition shared
 * by every pool, `servable`; the pools only decide which candidates `rankDeck` sees. The most liked pool
 * resumes where the user's last read found the first idea they may still be served, and takes in every
 * idea changed since, so while any servable idea exists the deck is not empty: ranking decides the order,
 * never whether an idea is served.
 */
export async function getDeck(db: Db, user: UserRow, limit: number, exclude: string[], resume: ResumePoints): Promise<Idea[]> {
  const interests = userInterests(user);
  const onlyTags = filterTags(user, interests);
  if (onlyTags?.length === 0) return [];
  const filter = filterName(onlyTags);
  const { statement, values } = deckQuery(db, user, { interests, onlyTags, exclude }, resume.get(user.id, filter));
  const rows = await statement.execute(values);
  // The most liked pool brings what is on screen too: the next read resumes at the first of them.
  const popular = rows.filter((row) => row.pool === Pool.popular).map((row) => row.idea);
  if (rows.length > 0) resume.set(user.id, { filter, key: popular.length > 0 ? highest(popular) : BOTTOM, since: Number(rows[0]!.since) });

  const onScreen = new Set(exclude);
  const pool = new Map<string, IdeaWithAuthor>();
  for (const row of rows) if (!onScreen.has(row.idea.id)) pool.set(row.idea.id, row);
  const ranked = rankDeck(
    [...pool.values()].map((row) => ({ ...row.idea, hasPriority: row.authorHasPriority ?? false, row })),
    interests,
  );
  return ranked.slice(0, limit).map(({ row }) => toIdea(row));
}

/** The lower-cased tags a user's deck favours: their skills and interests. */
export function userInterests(user: UserRow): string[] {
  return interestKeys(user.skills, PreferencesSchema.parse(user.preferences).interests);
}

/** The lower-cased tags the user's deck filter allows, or null when it allows every idea. */
function filterTags(user: UserRow, interests: string[]): string[] | null {
  const filter = readDeckFilter(user.deckFilter);
  if (filter.mode === 'all') return null;
  return filter.mode === 'interests' ? interests : filter.tags.map((tag) => tag.toLowerCase());
}

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

const atOrBelowResume = sql`(${ideas.swipeRights}, ${ideas.createdAt}) <= (${param.resumeLikes}::integer, ${param.resumeAt}::timestamptz)`;

/**
 * Every read runs one of eight statements, each built once per database. They run unnamed, so PostgreSQL
 * plans each read for its own values: the generic plan a named statement settles on after five runs walks
 * whole indexes for the changed and priority pools (seen with `npm run bench:deck`: 10,000 entries at 10 k
 * ideas for a pool that found none).
 */
const UNNAMED = '';

/** What decides a deck statement's text; everything else is a parameter. */
type DeckShape = { filtered: boolean; byInterests: boolean; resumed: boolean };

/**
 * The one statement that reads the pools: the newest sharing a tag, the most liked (walked down from the
 * resume point, and what changed since it above), and the newest of priority founders.
 */
function deckStatement(db: Db, { filtered, byInterests, resumed }: DeckShape) {
  const select = (pool: number) =>
    db
      .select({
        ...ideaWithAuthorColumns,
        pool: sql<number>`${sql.raw(String(pool))}`.as('pool'),
        since: sql<string>`${oldestRunning}`.as('since'),
      })
      .from(ideas)
      .innerJoin(users, eq(users.id, ideas.userId));
  const regions = resumed
    ? [atOrBelowResume, and(sql`${ideas.changedXact} >= ${param.since}::bigint`, not(atOrBelowResume))!]
    : [sql`true`];
  const [below, ...changed] = regions.map((region) =>
    select(Pool.popular)
      .where(and(region, shownAndUnswiped(filtered)))
      .orderBy(desc(ideas.swipeRights), desc(ideas.createdAt))
      .limit(param.popularLimit),
  );
  const prioritized = select(Pool.priority)
    .where(and(servable(filtered), eq(users.hasPriority, true))!)
    .orderBy(desc(ideas.createdAt))
    .limit(POOL_SIZE);
  if (!byInterests) return unionAll(below!, prioritized, ...changed).prepare(UNNAMED);
  const byTags = select(Pool.tags)
    .where(and(servable(filtered), arrayOverlaps(ideas.tagKeys, param.interests))!)
    .orderBy(desc(ideas.createdAt))
    .limit(POOL_SIZE);
  return unionAll(byTags, below!, prioritized, ...changed).prepare(UNNAMED);
}

type DeckStatement = ReturnType<typeof deckStatement>;

const statements = new WeakMap<Db, Map<string, DeckStatement>>();

function builtDeck(db: Db, shape: DeckShape): DeckStatement {
  let byShape = statements.get(db);
  if (!byShape) statements.set(db, (byShape = new Map()));
  const key = `${shape.filtered}${shape.byInterests}${shape.resumed}`;
  let statement = byShape.get(key);
  if (!statement) byShape.set(key, (statement = deckStatement(db, shape)));
  return statement;
}

/** The deck statement for this read and the values it runs with. */
export function deckQuery(db: Db, user: UserRow, request: DeckRequest, resume: ResumePoint | null) {
  const statement = builtDeck(db, {
    filtered: request.onlyTags !== null,
    byInterests: request.interests.length > 0,
    resumed: resume !== null,
  });
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
  return { statement, values };
}

/** One idea from the top of the user's deck, picked at random (/ideas/random, docs/product.md#deck). */
export async function getRandomIdea(db: Db, user: UserRow, resume: ResumePoints): Promise<Idea | null> {
  const deck = await getDeck(db, user, 10, [], resume);
  if (deck.length === 0) return null;
  return deck[Math.floor(Math.random() * deck.length)]!;
}
