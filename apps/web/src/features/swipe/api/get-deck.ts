import { IdeaListSchema, type Idea } from '@seedmatch/shared/ideas';
import { apiRequest } from '../../../lib/api-client';
import { deckPath } from './deck-url';

/**
 * The next ideas for the deck, leaving out those already on screen; logged and empty on failure
 * (docs/product.md#limits-and-errors).
 */
export async function getDeck(limit: number, exclude: readonly string[]): Promise<{ ideas: Idea[]; failed: boolean }> {
  try {
    return { ideas: await apiRequest(deckPath(limit, exclude), { schema: IdeaListSchema }), failed: false };
  } catch (error) {
    console.warn('Could not load ideas:', error);
    return { ideas: [], failed: true };
  }
}
