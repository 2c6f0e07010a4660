import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdeaListSchema, SubmitIdeaBodySchema, SubmitIdeaResultSchema, SwipeBodySchema, SwipeResultSchema } from '@seedmatch/shared/ideas';
import type { Db } from '../../db/client';
import { DUPLICATE_IDEA_TITLE } from '@seedmatch/shared/my-ideas';
import { reason } from '../../lib/error-answers';
import { answers, withExample } from '../../lib/route-contract';
import { RATE_LIMITS } from '@seedmatch/shared/constants';
import { perMinute } from '../../lib/route-limit';
import type { Pusher } from '../push/push';
import type { Notifier } from '../realtime/realtime';
import type { Activity } from '../metrics/metrics';
import { founderOnly, listIdeas, listIdeasOf, submitIdea } from './ideas.service';
import { recordSwipe, type SwipeOutcome } from './swipes.service';

const UserParamsSchema = z.object({ userId: z.uuid().toLowerCase() });

export type IdeasRoutesOptions = {
  db: Db;
  notifier: Notifier;
  pusher: Pusher;
  activity: Activity;
  /** Runs after an idea is saved (the demo founders' likes, when demo data is on). */
  onIdeaSubmitted?: (ideaId: string) => Promise<SwipeOutcome[]>;
};

export async function ideasRoutes(app: FastifyInstance, { db, notifier, pusher, activity, onIdeaSubmitted }: IdeasRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const announce = (outcome: SwipeOutcome) => {
    if (!outcome.matched) return;
    const { userId, event, swiperId } = outcome.matched;
    notifier.toUser(userId, 'match:new', event);
    pusher.match(userId, event);
    notifier.toUser(swiperId, 'match:made', { id: event.id, chatRoomId: event.chatRoomId });
  };

  api.post(
    '/api/ideas/submit',
    {
      config: { auth: 'user', ...perMinute(RATE_LIMITS.ideaSubmit) },
      schema: {
        tags: ['ideas'],
        summary: 'Submit an idea (founders)',
        body: withExample(SubmitIdeaBodySchema, {
          title: 'Shared kitchen booking',
          pitch: 'Book a slot in a shared commercial kitchen in two taps, and split the cost fairly.',
          tags: ['FoodTech', 'Marketplace'],
        }),
        response: answers(
          { 201: SubmitIdeaResultSchema },
          { 403: reason('Not a founder', founderOnly('submit ideas')), 409: reason('A title I already use', DUPLICATE_IDEA_TITLE) },
        ),
      },
    },
    async (request, reply) => {
      const { title, pitch, tags, referralCode } = request.body;
      const idea = await submitIdea(db, request.user, { title, pitch, tags }, referralCode);
      // The idea is saved: what follows it (the demo likes) failing must not make the answer say otherwise.
      if (onIdeaSubmitted) {
        await onIdeaSubmitted(idea.id).then(
          (outcomes) => outcomes.forEach(announce),
          (error: unknown) => request.log.warn({ err: error }, 'demo likes of a new idea failed'),
        );
      }
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
        body: withExample(SwipeBodySchema, { ideaId: '8a1f6c2e-3b4d-4e5f-9a6b-7c8d9e0f1a2b', direction: 'RIGHT' }),
        response: answers(
          { 200: SwipeResultSchema },
          {
            400: reason('My own idea', "You can't swipe your own idea."),
            403: reason('Not a founder', founderOnly('swipe ideas')),
            404: reason('No such idea, or one hidden from me', 'Idea not found'),
          },
        ),
      },
    },
    async (request) => {
      const outcome = await recordSwipe(db, request.user, request.body.ideaId, request.body.direction);
      if (outcome.isNew) activity.swipeRecorded(request.body.direction);
      if (outcome.matched) activity.matchMade();
      announce(outcome);
      return outcome.result;
    },
  );
}
