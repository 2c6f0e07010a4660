import type { Idea } from '@seedmatch/shared/ideas';
import { readDeckFilter } from '@seedmatch/shared/deck';
import { PreferencesSchema } from '@seedmatch/shared/users';
import type { UserRow } from '../../db/schema/index';
import { deckQueries, Pool, type DeckDatabases } from './deck-queries';
import { interestKeys, rankDeck } from './deck-ranking';
import { BOTTOM, filterName, highest, type ResumePoint, type ResumePoints } from './deck-resume';
import { toIdea, type IdeaWithAuthor } from './idea-view';

/**
 * The next ideas for a user's deck (docs/decisions/0021, 0026, 0043). Which ideas may come is one condition
 * shared by every pool, `servable`; the pools only decide which candidates `rankDeck` sees. The most liked
 * pool resumes where the user's last read found the first idea they may still be served, and takes in
 * every idea changed since, so while any servable idea exists the deck is not empty: ranking decides the
 * order, never whether an idea is served.
 */
export async function getDeck(dbs: DeckDatabases, user: UserRow, limit: number, exclude: string[], resume: ResumePoints): Promise<Idea[]> {
  const interests = userInterests(user);
  const onlyTags = filterTags(user, interests);
  if (onlyTags?.length === 0) return [];
  const filter = filterName(onlyTags);
  const point = resume.get(user.id, filter);
  const reads = deckQueries(dbs, user, { interests, onlyTags, exclude }, point);
  const results = await Promise.all(reads.map(({ statement, values }) => statement.execute(values)));
  const next = nextPoint(results[0]!, point);
  if (next) resume.set(user.id, { filter, ...next });

  const onScreen = new Set(exclude);
  const pool = new Map<string, IdeaWithAuthor>();
  for (const row of results.flat()) if (!onScreen.has(row.idea.id)) pool.set(row.idea.id, row);
  const ranked = rankDeck(
    [...pool.values()].map((row) => ({ ...row.idea, hasPriority: row.authorHasPriority ?? false, row })),
    interests,
  );
  return ranked.slice(0, limit).map(({ row }) => toIdea(row));
}

/**
 * Where the next read resumes: at the highest idea of the most liked pool, which keeps the ideas on the
 * user's screen too (the next read resumes at the first of them), with `since` of the statement that read
 * that pool, the first of the read's statements. When it found nothing, the user has been through the
 * whole pool as of its snapshot: the walk starts at the bottom, and what changed since the last `since` is
 * still read.
 */
function nextPoint(
  rows: (IdeaWithAuthor & { pool: number; since: string })[],
  point: ResumePoint | null,
): Omit<ResumePoint, 'filter'> | null {
  const popular = rows.filter((row) => row.pool === Pool.popular).map((row) => row.idea);
  if (rows.length > 0) return { key: popular.length > 0 ? highest(popular) : BOTTOM, since: Number(rows[0]!.since) };
  return point ? { key: BOTTOM, since: point.since } : null;
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

/** One idea from the top of the user's deck, picked at random (/ideas/random, docs/product.md#deck). */
export async function getRandomIdea(dbs: DeckDatabases, user: UserRow, resume: ResumePoints): Promise<Idea | null> {
  const deck = await getDeck(dbs, user, 10, [], resume);
  if (deck.length === 0) return null;
  return deck[Math.floor(Math.random() * deck.length)]!;
}
