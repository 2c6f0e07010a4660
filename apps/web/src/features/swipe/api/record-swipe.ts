import { SwipeResultSchema, type Direction, type SwipeResult } from '@seedmatch/shared/ideas';
import { apiRequest } from '../../../lib/api-client';

/** POST /ideas/swipe. A failure is only logged (docs/product.md#deck): the deck moves on regardless. */
export async function recordSwipe(ideaId: string, direction: Direction): Promise<SwipeResult | null> {
  try {
    return await apiRequest('/ideas/swipe', {
      method: 'POST',
      schema: SwipeResultSchema,
      body: { ideaId, direction },
      fallbackMessage: 'Failed to record swipe',
      messageFields: ['message', 'error'],
    });
  } catch (error) {
    console.warn('Swipe failed:', error instanceof Error ? error.message : error);
    return null;
  }
}
