import { and, arrayOverlaps, desc, eq, gte, ne, not, notInArray, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { readDeckFilter } from '@seedmatch/shared/deck';
import type { Idea } from '@seedmatch/shared/ideas';
import { PreferencesSchema } from '@seedmatch/shared/users';
import type { Db } from '../../db/client';
import { ideas, swipes, users, type UserRow } from '../../db/schema/index';
import { shownTo } from '../safety/safety.service';
import { interestKeys, rankDeck } from './deck-ranking';
import { BOTTOM, filterName, highest, oldestRunning, type PopularKey, type ResumePoint, type ResumePoints } from './deck-resume';
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
  const rows = await deckQuery(db, user, { interests, onlyTags, exclude }, resume.get(user.id, filter));
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

/**
 * SQL: the idea may be served to the user, leaving aside what is on their screen: not theirs, not swiped by
 * them (one index probe an idea), within their filter, its founder shown to them.
 */
function shownAndUnswiped(user: UserRow, onlyTags: string[] | null): SQL {
  return and(
    ne(ideas.userId, user.id),
    sql`not exists (select 1 from ${swipes} where ${swipes.ideaId} = ${ideas.id} and ${swipes.userId} = ${user.id})`,
    onlyTags ? arrayOverlaps(ideas.tagKeys, onlyTags) : undefined,
    shownTo(user.id),
  )!;
}

/** SQL: the idea may be served to the user now. */
function servable(user: UserRow, { onlyTags, exclude }: DeckRequest): SQL {
  return and(shownAndUnswiped(user, onlyTags), exclude.length > 0 ? notInArray(ideas.id, exclude) : undefined)!;
}

const atOrBelow = ({ swipeRights, createdAt }: PopularKey) =>
  sql`(${ideas.swipeRights}, ${ideas.createdAt}) <= (${swipeRights}, ${createdAt.toISOString()}::timestamptz)`;

/**
 * The one statement that reads the pools: the newest sharing a tag, the most liked (walked down from the
 * resume point, and what changed since it above), and the newest of priority founders.
 */
export function deckQuery(db: Db, user: UserRow, request: DeckRequest, resume: ResumePoint | null) {
  const select = (pool: number) =>
    db
      .select({
        ...ideaWithAuthorColumns,
        pool: sql<number>`${sql.raw(String(pool))}`.as('pool'),
        since: sql<string>`${oldestRunning}`.as('since'),
      })
      .from(ideas)
      .innerJoin(users, eq(users.id, ideas.userId));
  const regions = resume ? [atOrBelow(resume.key), and(gte(ideas.changedXact, resume.since), not(atOrBelow(resume.key)))!] : [sql`true`];
  const [below, ...changed] = regions.map((region) =>
    select(Pool.popular)
      .where(and(region, shownAndUnswiped(user, request.onlyTags)))
      .orderBy(desc(ideas.swipeRights), desc(ideas.createdAt))
      .limit(POOL_SIZE + request.exclude.length),
  );
  const prioritized = select(Pool.priority)
    .where(and(servable(user, request), eq(users.hasPriority, true))!)
    .orderBy(desc(ideas.createdAt))
    .limit(POOL_SIZE);
  if (request.interests.length === 0) return unionAll(below!, prioritized, ...changed);
  const byTags = select(Pool.tags)
    .where(and(servable(user, request), arrayOverlaps(ideas.tagKeys, request.interests))!)
    .orderBy(desc(ideas.createdAt))
    .limit(POOL_SIZE);
  return unionAll(byTags, below!, prioritized, ...changed);
}

/** One idea from the top of the user's deck, picked at random (/ideas/random, docs/product.md#deck). */
export async function getRandomIdea(db: Db, user: UserRow, resume: ResumePoints): Promise<Idea | null> {
  const deck = await getDeck(db, user, 10, [], resume);
  if (deck.length === 0) return null;
  return deck[Math.floor(Math.random() * deck.length)]!;
}
