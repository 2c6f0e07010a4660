import { and, desc, eq } from 'drizzle-orm';
import type { Idea, IdeaForm } from '@seedmatch/shared/ideas';
import type { Db } from '../../db/client';
import { ideas, matches, users, type UserRow } from '../../db/schema/index';
import { forbidden, notFound } from '../../lib/app-error';
import { changeStamp } from './deck-resume';
import { authorOf, ideaWithAuthorColumns, toIdea } from './idea-view';
import { rethrowDuplicateTitle } from './idea-titles';
import { requireFounder } from './ideas.service';

/** The caller's own ideas, newest first, with their like counts (`swipeRights`: likes of living accounts). */
export async function listMyIdeas(db: Db, user: UserRow): Promise<Idea[]> {
  requireFounder(user, 'manage ideas');
  const rows = await db
    .select(ideaWithAuthorColumns)
    .from(ideas)
    .innerJoin(users, eq(users.id, ideas.userId))
    .where(eq(ideas.userId, user.id))
    .orderBy(desc(ideas.createdAt));
  return rows.map(toIdea);
}

/** Why nothing was changed: the idea is someone else's (403) or doesn't exist (404). */
async function refuse(db: Db, ideaId: string): Promise<never> {
  const [other] = await db.select({ id: ideas.id }).from(ideas).where(eq(ideas.id, ideaId));
  throw other ? forbidden('You can only change your own ideas.') : notFound('Idea not found');
}

/**
 * Replaces an idea's title, pitch and tags; decks read ideas fresh, so the change shows in the next batch.
 * A match made through the idea shows its new title.
 */
export async function updateIdea(db: Db, user: UserRow, ideaId: string, form: IdeaForm): Promise<Idea> {
  requireFounder(user, 'edit ideas');
  const updated = await db
    .transaction(async (tx) => {
      const [idea] = await tx
        .update(ideas)
        .set({
          title: form.title,
          pitch: form.pitch,
          tags: form.tags,
          tagKeys: form.tags.map((tag) => tag.toLowerCase()),
          changedXact: changeStamp,
        })
        .where(and(eq(ideas.id, ideaId), eq(ideas.userId, user.id)))
        .returning();
      if (idea) await tx.update(matches).set({ ideaTitle: idea.title }).where(eq(matches.ideaId, idea.id));
      return idea;
    })
    .catch(rethrowDuplicateTitle);
  if (!updated) return refuse(db, ideaId);
  return toIdea({ idea: updated, ...authorOf(user) });
}

/**
 * Deletes an idea for good: its swipes go with it (so it leaves every deck, feed and like list), while a
 * match made through it stays, with its title and chat room (`matches.idea_id` is set to null).
 */
export async function deleteIdea(db: Db, user: UserRow, ideaId: string): Promise<void> {
  requireFounder(user, 'delete ideas');
  const deleted = await db
    .delete(ideas)
    .where(and(eq(ideas.id, ideaId), eq(ideas.userId, user.id)))
    .returning({ id: ideas.id });
  if (deleted.length === 0) await refuse(db, ideaId);
}
