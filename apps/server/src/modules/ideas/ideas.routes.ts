import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SubmitIdeaBodySchema, SwipeBodySchema } from '@seedmatch/shared/ideas';
import type { Db } from '../../db/client';
import { parseInput } from '../../lib/validation';
import { RATE_LIMITS } from '@seedmatch/shared/constants';
import { perMinute } from '../../lib/route-limit';
import { requireUser } from '../auth/auth-guard';
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
  const announce = (outcome: SwipeOutcome) => {
    if (outcome.matched) notifier.toUser(outcome.matched.userId, 'match:new', outcome.matched.event);
  };

  app.post('/api/ideas/submit', { config: perMinute(RATE_LIMITS.ideaSubmit) }, async (request, reply) => {
    const user = await requireUser(db, request);
    const { title, pitch, tags, referralCode } = parseInput(SubmitIdeaBodySchema, request.body);
    const idea = await submitIdea(db, user, { title, pitch, tags }, referralCode);
    if (onIdeaSubmitted) (await onIdeaSubmitted(idea.id)).forEach(announce);
    return reply.status(201).send({ message: 'Idea submitted successfully!', idea });
  });

  app.get('/api/ideas', async (request) => {
    const viewer = await requireUser(db, request);
    return listIdeas(db, viewer.id);
  });

  app.get('/api/ideas/user/:userId', async (request) => {
    const viewer = await requireUser(db, request);
    const { userId } = parseInput(UserParamsSchema, request.params);
    return listIdeasOf(db, viewer.id, userId);
  });

  app.post('/api/ideas/swipe', { config: perMinute(RATE_LIMITS.swipe) }, async (request) => {
    const user = await requireUser(db, request);
    const { ideaId, direction } = parseInput(SwipeBodySchema, request.body);
    const outcome = await recordSwipe(db, user, ideaId, direction);
    announce(outcome);
    return outcome.result;
  });
}
