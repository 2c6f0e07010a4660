import { and, arrayOverlaps, desc, eq, inArray, ne, notInArray, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { readDeckFilter } from '@seedmatch/shared/deck';
import type { Idea } from '@seedmatch/shared/ideas';
import { PreferencesSchema } from '@seedmatch/shared/users';
import type { Db } from '../../db/client';
import { ideas, swipes, users, type UserRow } from '../../db/schema/index';
import { shownTo } from '../safety/safety.service';
import { interestKeys, rankDeck } from './deck-ranking';
import { ideaWithAuthorColumns, toIdea, type IdeaWithAuthor } from './idea-view';

/** How many candidates each index read brings before ranking. */
const POOL_SIZE = 50;
const PRIORITY_POOL_SIZE = 20;

/** What a deck read asks for: the user's interests (ranking), the tags it is limited to, if any, and what is on screen. */
export type DeckRequest = { interests: string[]; onlyTags: string[] | null; exclude: string[] };

/**
 * The next ideas for a user's deck (docs/decisions/0021). Which ideas may come is one condition shared by
 * every pool, `servable`; the pools only decide which candidates `rankDeck` sees. The most liked pool is
 * read from the top every time, with no memory of earlier reads, so while any servable idea exists the
 * deck is not empty: ranking decides the order, never whether an idea is served.
 */
export async function getDeck(db: Db, user: UserRow, limit: number, exclude: string[]): Promise<Idea[]> {
  const interests = userInterests(user);
  const onlyTags = filterTags(user, interests);
  if (onlyTags?.length === 0) return [];
  const rows = await deckQuery(db, user, { interests, onlyTags, exclude });
  const pool = new Map<string, IdeaWithAuthor>(rows.map((row) => [row.idea.id, row]));
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
 * SQL: the idea may be served to the user now. Not theirs; not swiped by them (the user's swipes are read
 * once into a hash, so stepping over thousands of them costs little); its founder shown to them; within
 * their filter; not already on their screen.
 */
function servable(db: Db, user: UserRow, { onlyTags, exclude }: DeckRequest): SQL {
  const mine = db.select({ ideaId: swipes.ideaId }).from(swipes).where(eq(swipes.userId, user.id));
  return and(
    ne(ideas.userId, user.id),
    notInArray(ideas.id, mine),
    shownTo(user.id),
    onlyTags ? arrayOverlaps(ideas.tagKeys, onlyTags) : undefined,
    exclude.length > 0 ? notInArray(ideas.id, exclude) : undefined,
  )!;
}

/** The one statement that reads the pools: the most liked, the newest sharing a tag, the newest of priority founders. */
export function deckQuery(db: Db, user: UserRow, request: DeckRequest) {
  const select = (where: SQL) => db.select(ideaWithAuthorColumns).from(ideas).innerJoin(users, eq(users.id, ideas.userId)).where(where);
  // Ids first: stepping over the swiped top of `ideas_popular_idx` then reads that index alone.
  const mostLiked = db
    .select({ id: ideas.id })
    .from(ideas)
    .innerJoin(users, eq(users.id, ideas.userId))
    .where(servable(db, user, request))
    .orderBy(desc(ideas.swipeRights), desc(ideas.createdAt))
    .limit(POOL_SIZE);
  const popular = select(inArray(ideas.id, mostLiked));
  const prioritized = select(and(servable(db, user, request), eq(users.hasPriority, true))!)
    .orderBy(desc(ideas.createdAt))
    .limit(PRIORITY_POOL_SIZE);
  if (request.interests.length === 0) return unionAll(popular, prioritized);
  const byTags = select(and(servable(db, user, request), arrayOverlaps(ideas.tagKeys, request.interests))!)
    .orderBy(desc(ideas.createdAt))
    .limit(POOL_SIZE);
  return unionAll(byTags, popular, prioritized);
}

/** One idea from the top of the user's deck, picked at random (the spec's /ideas/random). */
export async function getRandomIdea(db: Db, user: UserRow): Promise<Idea | null> {
  const deck = await getDeck(db, user, 10, []);
  if (deck.length === 0) return null;
  return deck[Math.floor(Math.random() * deck.length)]!;
}
