import { and, desc, eq, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import { arrayOverlaps } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Idea } from '@seedmatch/shared/ideas';
import { PreferencesSchema } from '@seedmatch/shared/users';
import type { Db } from '../../db/client';
import { ideas, swipes, users, type UserRow } from '../../db/schema/index';
import { shownTo } from '../safety/safety.service';
import type { DeckCursors, PopularCursor } from './deck-cursors';
import { interestKeys, rankDeck } from './deck-ranking';
import { ideaWithAuthorColumns, toIdea, type IdeaWithAuthor } from './idea-view';

/** How many candidates each index read brings before ranking. */
const POOL_SIZE = 50;
const PRIORITY_POOL_SIZE = 20;

const Pool = { tags: 1, popular: 2, priority: 3 } as const;

/**
 * The next ideas for a user's deck: not theirs, not swiped, not blocked, not by a suspended founder, not
 * already on their screen.
 * One statement reads three index-backed pools (ideas sharing a tag, newest first; the most liked,
 * resuming at the user's cursor; the newest of founders with priority matching) and `rankDeck` orders
 * them.
 */
export async function getDeck(db: Db, user: UserRow, limit: number, exclude: string[], cursors: DeckCursors): Promise<Idea[]> {
  const interests = userInterests(user);
  const rows = await deckQuery(db, user, interests, exclude, cursors.get(user.id) ?? null);
  const popularRows = rows.filter((row) => row.pool === Pool.popular);
  if (popularRows.length > 0) cursors.set(user.id, highest(popularRows.map((row) => row.idea)));

  const onScreen = new Set(exclude);
  const pool = new Map<string, IdeaWithAuthor>();
  for (const row of rows) if (!row.hidden && !onScreen.has(row.idea.id)) pool.set(row.idea.id, row);
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

/** The one statement that reads the three pools; `cursor` is where the most-liked pool resumes. */
export function deckQuery(db: Db, user: UserRow, interests: string[], exclude: string[], cursor: PopularCursor | null) {
  const unswiped: SQL[] = [
    ne(ideas.userId, user.id),
    sql`not exists (select 1 from ${swipes} where ${swipes.userId} = ${user.id} and ${swipes.ideaId} = ${ideas.id})`,
  ];
  const visible = [...unswiped, shownTo(user.id)];
  if (exclude.length > 0) visible.push(notInArray(ideas.id, exclude));

  const select = (pool: number, hidden: SQL) =>
    db
      .select({ ...ideaWithAuthorColumns, pool: sql<number>`${sql.raw(String(pool))}`.as('pool'), hidden: sql<boolean>`${hidden}`.as('hidden') })
      .from(ideas)
      .innerJoin(users, eq(users.id, ideas.userId));
  // The most liked pool keeps hidden (blocked, suspended) and on-screen ideas (getDeck drops them), so its
  // first row is the first idea the user has not swiped: where the next read may resume.
  const popular = select(Pool.popular, sql`not ${shownTo(user.id)}`)
    .where(and(...unswiped, cursor ? atOrAfter(cursor) : undefined))
    .orderBy(desc(ideas.swipeRights), desc(ideas.createdAt))
    .limit(POOL_SIZE + exclude.length);
  const prioritized = select(Pool.priority, sql`false`)
    .where(and(...visible, eq(users.hasPriority, true)))
    .orderBy(desc(ideas.createdAt))
    .limit(PRIORITY_POOL_SIZE);
  const byTags = () =>
    select(Pool.tags, sql`false`)
      .where(and(...visible, arrayOverlaps(ideas.tagKeys, interests)))
      .orderBy(desc(ideas.createdAt))
      .limit(POOL_SIZE);
  return interests.length > 0 ? unionAll(byTags(), popular, prioritized) : unionAll(popular, prioritized);
}

/** Ideas at or below the cursor in most-liked order, as a range of `ideas_popular_idx`. */
function atOrAfter({ swipeRights, createdAt }: PopularCursor): SQL {
  return sql`(${ideas.swipeRights}, ${ideas.createdAt}) <= (${swipeRights}, ${createdAt.toISOString()}::timestamptz)`;
}

/**
 * The top of a most-liked read. Stored times have microseconds and a Date keeps milliseconds, so the
 * time is rounded up: the cursor may take in a swiped idea or two again, never leave an unswiped one out.
 */
function highest(rows: readonly PopularCursor[]): PopularCursor {
  const top = rows.reduce((a, b) =>
    b.swipeRights > a.swipeRights || (b.swipeRights === a.swipeRights && b.createdAt > a.createdAt) ? b : a,
  );
  return { swipeRights: top.swipeRights, createdAt: new Date(top.createdAt.getTime() + 1) };
}

/** One idea from the top of the user's deck, picked at random (the spec's /ideas/random). */
export async function getRandomIdea(db: Db, user: UserRow, cursors: DeckCursors): Promise<Idea | null> {
  const deck = await getDeck(db, user, 10, [], cursors);
  if (deck.length === 0) return null;
  return deck[Math.floor(Math.random() * deck.length)]!;
}
