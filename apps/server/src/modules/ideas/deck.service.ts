import { and, desc, eq, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import { arrayOverlaps } from 'drizzle-orm';
import type { Idea } from '@seedmatch/shared/ideas';
import { PreferencesSchema } from '@seedmatch/shared/users';
import type { Db } from '../../db/client';
import { ideas, swipes, users, type UserRow } from '../../db/schema/index';
import { notBlocked } from '../safety/safety.service';
import { interestKeys, rankDeck } from './deck-ranking';
import { ideaWithAuthorColumns, toIdea, type IdeaWithAuthor } from './idea-view';

/** How many candidates each index read brings before ranking. */
const POOL_SIZE = 50;
const PRIORITY_POOL_SIZE = 20;

/**
 * The next ideas for a user's deck: not theirs, not swiped, not already on their screen. Index
 * reads (ideas sharing a tag, newest first; the most liked) and the newest ideas of founders with
 * priority matching form a pool that `rankDeck` orders.
 */
export async function getDeck(db: Db, user: UserRow, limit: number, exclude: string[]): Promise<Idea[]> {
  const interests = interestKeys(user.skills, PreferencesSchema.parse(user.preferences).interests);
  const unseen: SQL[] = [
    ne(ideas.userId, user.id),
    sql`not exists (select 1 from ${swipes} where ${swipes.userId} = ${user.id} and ${swipes.ideaId} = ${ideas.id})`,
    notBlocked(user.id, ideas.userId),
  ];
  if (exclude.length > 0) unseen.push(notInArray(ideas.id, exclude));

  const select = () => db.select(ideaWithAuthorColumns).from(ideas).innerJoin(users, eq(users.id, ideas.userId));
  const [byTags, popular, prioritized] = await Promise.all([
    interests.length > 0
      ? select()
          .where(and(...unseen, arrayOverlaps(ideas.tagKeys, interests)))
          .orderBy(desc(ideas.createdAt))
          .limit(POOL_SIZE)
      : Promise.resolve([] as IdeaWithAuthor[]),
    select()
      .where(and(...unseen))
      .orderBy(desc(ideas.swipeRights), desc(ideas.createdAt))
      .limit(POOL_SIZE),
    select()
      .where(and(...unseen, eq(users.hasPriority, true)))
      .orderBy(desc(ideas.createdAt))
      .limit(PRIORITY_POOL_SIZE),
  ]);

  const pool = new Map<string, IdeaWithAuthor>();
  for (const row of [...byTags, ...popular, ...prioritized]) pool.set(row.idea.id, row);
  const ranked = rankDeck(
    [...pool.values()].map((row) => ({ ...row.idea, hasPriority: row.authorHasPriority ?? false, row })),
    interests,
  );
  return ranked.slice(0, limit).map(({ row }) => toIdea(row));
}

/** One idea from the top of the user's deck, picked at random (the spec's /ideas/random). */
export async function getRandomIdea(db: Db, user: UserRow): Promise<Idea | null> {
  const deck = await getDeck(db, user, 10, []);
  if (deck.length === 0) return null;
  return deck[Math.floor(Math.random() * deck.length)]!;
}
