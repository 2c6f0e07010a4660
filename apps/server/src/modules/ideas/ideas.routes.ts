import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdeaListSchema, SubmitIdeaBodySchema, SubmitIdeaResultSchema, SwipeBodySchema, SwipeResultSchema } from '@seedmatch/shared/ideas';
import type { Db } from '../../db/client';
import { answers } from '../../lib/route-contract';
import { RATE_LIMITS } from '@seedmatch/shared/constants';
import { perMinute } from '../../lib/route-limit';
import type { Notifier } from '../realtime/realtime';
import { listIdeas, listIdeasOf, submitIdea } from './ideas.service';
import { recordSwipe, type SwipeOutcome } from './swipes.service';

const UserParamsSchema = z.object({ userId: z.uuid() });

export type IdeasRoutesOptions = {
  db: Db;
  notifier: Notifier;
  /** Runs after an idea is saved (the demo founders' likes, when demo data is on). */
  onIdeaSubmitted?: (ideaId: string) => Promise<SwipeOutcome[]>;
};

export async function ideasRoutes(app: FastifyInstance, { db, notifier, onIdeaSubmitted }: IdeasRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const announce = (outcome: SwipeOutcome) => {
    if (outcome.matched) notifier.toUser(outcome.matched.userId, 'match:new', outcome.matched.event);
  };

  api.post(
    '/api/ideas/submit',
    {
      config: { auth: 'user', ...perMinute(RATE_LIMITS.ideaSubmit) },
      schema: {
        tags: ['ideas'],
        summary: 'Submit an idea (founders)',
        body: SubmitIdeaBodySchema,
        response: answers({ 201: SubmitIdeaResultSchema }),
      },
    },
    async (request, reply) => {
      const { title, pitch, tags, referralCode } = request.body;
      const idea = await submitIdea(db, request.user, { title, pitch, tags }, referralCode);
      if (onIdeaSubmitted) (await onIdeaSubmitted(idea.id)).forEach(announce);
      return reply.status(201).send({ message: 'Idea submitted successfully!', idea });
    },
  );

  api.get(
    '/api/ideas',
    { config: { auth: 'user' }, schema: { tags: ['ideas'], summary: 'The latest ideas', response: answers({ 200: IdeaListSchema }) } },
    async (request) => listIdeas(db, request.user.id),
  );

  api.get(
    '/api/ideas/user/:userId',
    {
      config: { auth: 'user' },
      schema: { tags: ['ideas'], summary: "One person's ideas", params: UserParamsSchema, response: answers({ 200: IdeaListSchema }) },
    },
    async (request) => listIdeasOf(db, request.user.id, request.params.userId),
  );

  api.post(
    '/api/ideas/swipe',
    {
      config: { auth: 'user', ...perMinute(RATE_LIMITS.swipe) },
      schema: {
        tags: ['ideas'],
        summary: 'Like (RIGHT) or pass (LEFT) an idea; a like may make a match',
        body: SwipeBodySchema,
        response: answers({ 200: SwipeResultSchema }),
      },
    },
    async (request) => {
      const outcome = await recordSwipe(db, request.user, request.body.ideaId, request.body.direction);
      announce(outcome);
      return outcome.result;
    },
  );
}
