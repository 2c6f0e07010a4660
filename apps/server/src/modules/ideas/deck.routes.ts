import type { FastifyInstance } from 'fastify';
import { RATE_LIMITS } from '@seedmatch/shared/constants';
import { DeckFilterSchema, UndoPassBodySchema } from '@seedmatch/shared/deck';
import { DeckQuerySchema } from '@seedmatch/shared/ideas';
import type { Db } from '../../db/client';
import { perMinute } from '../../lib/route-limit';
import { parseInput } from '../../lib/validation';
import { requireUser } from '../auth/auth-guard';
import { getDeckFilter, saveDeckFilter } from './deck-filter.service';
import { getDeck, getRandomIdea } from './deck.service';
import { ResumePoints } from './deck-resume';
import { requireFounder } from './ideas.service';
import { undoPass } from './undo-pass.service';

/** The swipe deck (docs/product.md#deck): its batches, the random idea, the saved filter and undoing a pass. */
export async function deckRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const resume = new ResumePoints();
  const swiper = async (request: Parameters<typeof requireUser>[1]) => {
    const user = await requireUser(db, request);
    requireFounder(user, 'swipe ideas');
    return user;
  };

  app.get('/api/ideas/deck', async (request) => {
    const user = await swiper(request);
    const { limit, exclude } = parseInput(DeckQuerySchema, request.query);
    return getDeck(db, user, limit, exclude, resume);
  });

  app.get('/api/ideas/random', async (request) => getRandomIdea(db, await swiper(request), resume));

  app.get('/api/ideas/deck/filter', async (request) => getDeckFilter(await requireUser(db, request)));

  app.put('/api/ideas/deck/filter', async (request) => {
    const user = await requireUser(db, request);
    return saveDeckFilter(db, user, parseInput(DeckFilterSchema, request.body));
  });

  app.post('/api/ideas/swipe/undo', { config: perMinute(RATE_LIMITS.swipe) }, async (request) => {
    const user = await requireUser(db, request);
    const { ideaId } = parseInput(UndoPassBodySchema, request.body);
    return { idea: await undoPass(db, user, ideaId) };
  });
}
