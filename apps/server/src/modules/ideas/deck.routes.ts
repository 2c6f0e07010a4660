import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RATE_LIMITS } from '@seedmatch/shared/constants';
import { DeckFilterSchema, UndoPassBodySchema, UndoPassResultSchema } from '@seedmatch/shared/deck';
import { DeckQuerySchema, IdeaListSchema, IdeaSchema } from '@seedmatch/shared/ideas';
import type { Db } from '../../db/client';
import { answers } from '../../lib/route-contract';
import { perMinute } from '../../lib/route-limit';
import { getDeckFilter, saveDeckFilter } from './deck-filter.service';
import { getDeck, getRandomIdea } from './deck.service';
import { ResumePoints } from './deck-resume';
import { undoPass } from './undo-pass.service';

const swiper = { role: 'FOUNDER', to: 'swipe ideas' } as const;

/** The swipe deck (docs/product.md#deck): its batches, the random idea, the saved filter and undoing a pass. */
export async function deckRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const resume = new ResumePoints();

  api.get(
    '/api/ideas/deck',
    {
      config: { auth: swiper },
      schema: {
        tags: ['deck'],
        summary: 'The next ideas to swipe, in the filter',
        querystring: DeckQuerySchema,
        response: answers({ 200: IdeaListSchema }),
      },
    },
    async (request) => getDeck(db, request.user, request.query.limit, request.query.exclude, resume),
  );

  api.get(
    '/api/ideas/random',
    {
      config: { auth: swiper },
      schema: { tags: ['deck'], summary: 'One idea to swipe, or null', response: answers({ 200: IdeaSchema.nullable() }) },
    },
    async (request) => getRandomIdea(db, request.user, resume),
  );

  api.get(
    '/api/ideas/deck/filter',
    {
      config: { auth: 'user' },
      schema: { tags: ['deck'], summary: 'The saved deck filter', response: answers({ 200: DeckFilterSchema }) },
    },
    async (request) => getDeckFilter(request.user),
  );

  api.put(
    '/api/ideas/deck/filter',
    {
      config: { auth: 'user' },
      schema: { tags: ['deck'], summary: 'Save the deck filter', body: DeckFilterSchema, response: answers({ 200: DeckFilterSchema }) },
    },
    async (request) => saveDeckFilter(db, request.user, request.body),
  );

  api.post(
    '/api/ideas/swipe/undo',
    {
      config: { auth: 'user', ...perMinute(RATE_LIMITS.swipe) },
      schema: {
        tags: ['deck'],
        summary: 'Take back the last pass, within 5 s',
        body: UndoPassBodySchema,
        response: answers({ 200: UndoPassResultSchema }),
      },
    },
    async (request) => ({ idea: await undoPass(db, request.user, request.body.ideaId) }),
  );
}
