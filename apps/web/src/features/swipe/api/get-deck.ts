import { IdeaListSchema, type Idea } from '@seedmatch/shared/ideas';
import { apiRequest } from '../../../lib/api-client';

/** The next ideas for the deck, leaving out those already on screen; logged and empty on failure (§8). */
export async function getDeck(limit: number, exclude: readonly string[]): Promise<{ ideas: Idea[]; failed: boolean }> {
  const params = new URLSearchParams({ limit: String(limit) });
  if (exclude.length > 0) params.set('exclude', exclude.join(','));
  try {
    return { ideas: await apiRequest(`/ideas/deck?${params}`, { schema: IdeaListSchema }), failed: false };
  } catch (error) {
    console.warn('Could not load ideas:', error);
    return { ideas: [], failed: true };
  }
}
