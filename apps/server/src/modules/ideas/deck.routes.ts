import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RATE_LIMITS } from '@seedmatch/shared/constants';
import { DeckFilterSchema, UNDO_ERRORS, UndoPassBodySchema, UndoPassResultSchema } from '@seedmatch/shared/deck';
import { DeckQuerySchema, IdeaListSchema, IdeaSchema } from '@seedmatch/shared/ideas';
import type { Db } from '../../db/client';
import { reason } from '../../lib/error-answers';
import { answers, withExample } from '../../lib/route-contract';
import { perMinute } from '../../lib/route-limit';
import { getDeckFilter, saveDeckFilter } from './deck-filter.service';
import { getDeck, getRandomIdea } from './deck.service';
import { ResumePoints } from './deck-resume';
import { founderOnly } from './ideas.service';
import { undoPass } from './undo-pass.service';

const swiper = { role: 'FOUNDER', to: 'swipe ideas' } as const;
const NOT_A_SWIPER = reason('Not a founder', founderOnly(swiper.to));

/** The swipe deck (docs/product.md#deck): its batches, the random idea, the saved filter and undoing a pass. */
export async function deckRoutes(app: FastifyInstance, { db, deckDb }: { db: Db; deckDb: Db }) {
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
    async (request) => getDeck({ db, deckDb }, request.user, request.query.limit, request.query.exclude, resume),
  );

  api.get(
    '/api/ideas/random',
    {
      config: { auth: swiper },
      schema: { tags: ['deck'], summary: 'One idea to swipe, or null', response: answers({ 200: IdeaSchema.nullable() }) },
    },
    async (request) => getRandomIdea({ db, deckDb }, request.user, resume),
  );

  api.get(
    '/api/ideas/deck/filter',
    {
      config: { auth: 'user' },
      schema: { tags: ['deck'], summary: 'The saved deck filter', response: answers({ 200: DeckFilterSchema }, { 403: NOT_A_SWIPER }) },
    },
    async (request) => getDeckFilter(request.user),
  );

  api.put(
    '/api/ideas/deck/filter',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['deck'],
        summary: 'Save the deck filter',
        body: withExample(DeckFilterSchema, { mode: 'tags', tags: ['FinTech', 'AI'] }),
        response: answers({ 200: DeckFilterSchema }, { 403: NOT_A_SWIPER }),
      },
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
        body: withExample(UndoPassBodySchema, { ideaId: '8a1f6c2e-3b4d-4e5f-9a6b-7c8d9e0f1a2b' }),
        response: answers(
          { 200: UndoPassResultSchema },
          {
            403: NOT_A_SWIPER,
            404: reason('An idea hidden from me since', 'Idea not found'),
            409: `Not my last swipe, a like, or too late: \`${UNDO_ERRORS.notLast}\`, \`${UNDO_ERRORS.like}\` or \`${UNDO_ERRORS.tooLate}\`.`,
          },
        ),
      },
    },
    async (request) => ({ idea: await undoPass(db, request.user, request.body.ideaId) }),
  );
}
