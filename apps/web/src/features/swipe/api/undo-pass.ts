import { UndoPassResultSchema } from '@seedmatch/shared/deck';
import type { Idea } from '@seedmatch/shared/ideas';
import { apiRequest } from '../../../lib/api-client';

/** POST /ideas/swipe/undo: takes the last pass back and answers the idea, to go back on top. */
export async function undoPass(ideaId: string): Promise<Idea> {
  const { idea } = await apiRequest('/ideas/swipe/undo', { method: 'POST', body: { ideaId }, schema: UndoPassResultSchema });
  return idea;
}
