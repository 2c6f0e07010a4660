import { eq } from 'drizzle-orm';
import { readDeckFilter, type DeckFilter } from '@seedmatch/shared/deck';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema/index';
import { requireFounder } from './ideas.service';

/** The founder's deck filter, as saved on the server (so it follows them across devices). */
export function getDeckFilter(user: UserRow): DeckFilter {
  requireFounder(user, 'swipe ideas');
  return readDeckFilter(user.deckFilter);
}

export async function saveDeckFilter(db: Db, user: UserRow, filter: DeckFilter): Promise<DeckFilter> {
  requireFounder(user, 'swipe ideas');
  await db.update(users).set({ deckFilter: filter }).where(eq(users.id, user.id));
  return filter;
}
