import { and, desc, eq, sql } from 'drizzle-orm';
import type { Liker, LikerProfile } from '@seedmatch/shared/my-ideas';
import type { Db } from '../../db/client';
import { ideas, matches, swipes, users, type UserRow } from '../../db/schema/index';
import { notFound } from '../../lib/app-error';
import { shownTo } from '../safety/safety.service';
import { ideaWithAuthorColumns, toIdea } from './idea-view';
import { requireFounder } from './ideas.service';
import { neverEnded } from '../matches/ended-matches';

const PEOPLE_SHOWN = 50;

/** SQL: no match stands between `userId` and the user behind `column`. */
const notMatchedWith = (userId: string, column: unknown) =>
  sql`not exists (select 1 from ${matches} where (${matches.userA} = ${userId} and ${matches.userB} = ${column}) or (${matches.userA} = ${column} and ${matches.userB} = ${userId}))`;

/** SQL: the user behind `column` has an idea `userId` has not swiped yet, so a like back is still possible. */
const hasUnswipedIdeaFor = (userId: string, column: unknown) =>
  sql`exists (select 1 from ${ideas} theirs where theirs.user_id = ${column}
    and not exists (select 1 from ${swipes} mine where mine.user_id = ${userId} and mine.idea_id = theirs.id))`;

const summaryOf = (user: Pick<UserRow, 'id' | 'name' | 'skills' | 'preferences'>) => ({
  id: user.id,
  name: user.name,
  title: user.preferences.title ?? '',
  skills: user.skills,
});

/**
 * "Likes you": the people who liked my ideas, the most recent like first, with which ideas. Someone is
 * listed while a like back can still make a match: shown to me (no block, not suspended), never matched with
 * me, and with at least one idea I have not swiped (a pass is final, so passing on all of them answers them).
 */
export async function listLikers(db: Db, user: UserRow): Promise<Liker[]> {
  requireFounder(user, 'see who likes their ideas');
  const rows = await db
    .select({ liker: users, ideaId: ideas.id, ideaTitle: ideas.title, likedAt: swipes.createdAt })
    .from(ideas)
    .innerJoin(swipes, and(eq(swipes.ideaId, ideas.id), eq(swipes.direction, 'RIGHT')))
    .innerJoin(users, eq(users.id, swipes.userId))
    .where(
      and(
        eq(ideas.userId, user.id),
        shownTo(user.id),
        notMatchedWith(user.id, users.id),
        neverEnded(user.id, users.id),
        hasUnswipedIdeaFor(user.id, users.id),
      ),
    )
    .orderBy(desc(swipes.createdAt));
  const people = new Map<string, Liker>();
  for (const row of rows) {
    const person = people.get(row.liker.id);
    if (person) person.likedIdeas.push({ id: row.ideaId, title: row.ideaTitle });
    else if (people.size < PEOPLE_SHOWN) {
      people.set(row.liker.id, {
        user: summaryOf(row.liker),
        likedIdeas: [{ id: row.ideaId, title: row.ideaTitle }],
        likedAt: row.likedAt.toISOString(),
      });
    }
  }
  return [...people.values()];
}

/**
 * One person who liked my ideas: their profile and their ideas, each with my swipe so far. Only for
 * someone who liked one of my ideas and is shown to me; anyone else is not found.
 */
export async function getLiker(db: Db, user: UserRow, likerId: string): Promise<LikerProfile> {
  requireFounder(user, 'see who likes their ideas');
  const liked = await db
    .select({ liker: users, ideaId: ideas.id, ideaTitle: ideas.title })
    .from(swipes)
    .innerJoin(ideas, eq(ideas.id, swipes.ideaId))
    .innerJoin(users, eq(users.id, swipes.userId))
    .where(
      and(
        eq(swipes.userId, likerId),
        eq(swipes.ideaOwnerId, user.id),
        eq(swipes.direction, 'RIGHT'),
        shownTo(user.id),
        // A pair whose match ended: a like back can no longer match, so there is no one to show here (decision 0056).
        neverEnded(user.id, users.id),
      ),
    )
    .orderBy(desc(swipes.createdAt));
  const liker = liked[0]?.liker;
  if (!liker) throw notFound('Person not found');
  const theirIdeas = await db
    .select({ ...ideaWithAuthorColumns, mySwipe: swipes.direction })
    .from(ideas)
    .innerJoin(users, eq(users.id, ideas.userId))
    .leftJoin(swipes, and(eq(swipes.ideaId, ideas.id), eq(swipes.userId, user.id)))
    .where(eq(ideas.userId, likerId))
    .orderBy(desc(ideas.createdAt));
  return {
    user: {
      ...summaryOf(liker),
      bio: liker.bio,
      location: liker.location,
      interests: liker.preferences.interests ?? [],
      lookingFor: liker.preferences.lookingFor ?? [],
    },
    likedIdeas: liked.map((row) => ({ id: row.ideaId, title: row.ideaTitle })),
    ideas: theirIdeas.map((row) => ({ ...toIdea(row), mySwipe: row.mySwipe })),
  };
}
