import { and, desc, eq } from 'drizzle-orm';
import type { Idea, IdeaForm } from '@seedmatch/shared/ideas';
import type { Db } from '../../db/client';
import { ideas, users, type UserRow } from '../../db/schema/index';
import { ERROR_MESSAGES } from '@seedmatch/shared/errors';
import { forbidden, notFound } from '../../lib/app-error';
import { foreignKeyGoneAs } from '../../lib/pg-errors';
import { shownTo } from '../safety/safety.service';
import { authorOf, ideaWithAuthorColumns, toIdea } from './idea-view';
import { rethrowDuplicateTitle } from './idea-titles';

const LIST_LIMIT = 50;

/** The refusal of a founder-only action to anyone else. */
export const founderOnly = (action: string) => `Only founders can ${action}.`;

export function requireFounder(user: UserRow, action: string): void {
  if (user.role !== 'FOUNDER') throw forbidden(founderOnly(action));
}

/** Saves a founder's idea; the time and the author are the server's, never the body's. 409 for a title they already use. */
export async function submitIdea(db: Db, user: UserRow, form: IdeaForm, referralCode?: string): Promise<Idea> {
  requireFounder(user, 'submit ideas');
  const [idea] = await db
    .insert(ideas)
    .values({
      userId: user.id,
      title: form.title,
      pitch: form.pitch,
      tags: form.tags,
      tagKeys: form.tags.map((tag) => tag.toLowerCase()),
      referralCode: referralCode ?? null,
    })
    .returning()
    .catch(rethrowDuplicateTitle)
    // A founder deleting their account on another device at this moment is gone, as for any later call.
    .catch(foreignKeyGoneAs(() => notFound(ERROR_MESSAGES.userNotFound)));
  return toIdea({ idea: idea!, ...authorOf(user) });
}

/** The newest ideas on SeedMatch that the viewer may see (no suspended author, no block either way). */
export async function listIdeas(db: Db, viewerId: string): Promise<Idea[]> {
  const rows = await db
    .select(ideaWithAuthorColumns)
    .from(ideas)
    .innerJoin(users, eq(users.id, ideas.userId))
    .where(shownTo(viewerId))
    .orderBy(desc(ideas.createdAt))
    .limit(LIST_LIMIT);
  return rows.map(toIdea);
}

/** One founder's ideas, newest first; none while they are suspended or in a block with the viewer. */
export async function listIdeasOf(db: Db, viewerId: string, userId: string): Promise<Idea[]> {
  const rows = await db
    .select(ideaWithAuthorColumns)
    .from(ideas)
    .innerJoin(users, eq(users.id, ideas.userId))
    .where(and(eq(ideas.userId, userId), shownTo(viewerId)))
    .orderBy(desc(ideas.createdAt))
    .limit(LIST_LIMIT);
  return rows.map(toIdea);
}
