import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ChallengeParamsSchema,
  ChallengeSchema,
  JoinResultSchema,
  SubmitMvpBodySchema,
  SubmitResultSchema,
} from '@seedmatch/shared/challenge';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { answers } from '../../lib/route-contract';
import {
  describeChallenge,
  describeChallengeById,
  ensureCurrentChallenge,
  joinChallenge,
  leaveChallenge,
  submitMvp,
} from './challenges.service';

export async function challengesRoutes(app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['challenges'];
  const auth = { auth: 'user' } as const;

  api.get(
    '/api/challenges/current',
    { config: auth, schema: { tags, summary: 'The current 48-hour challenge', response: answers({ 200: ChallengeSchema }) } },
    async (request) => {
      const now = clock.now();
      return describeChallenge(db, await ensureCurrentChallenge(db, now), request.user.id, now);
    },
  );

  api.post(
    '/api/challenges/:id/join',
    {
      config: auth,
      schema: { tags, summary: 'Join a challenge', params: ChallengeParamsSchema, response: answers({ 200: JoinResultSchema }) },
    },
    async (request) => {
      const { id } = request.params;
      const message = await joinChallenge(db, request.user, id, clock.now());
      return { challenge: await describeChallengeById(db, id, request.user.id, clock.now()), message };
    },
  );

  api.post(
    '/api/challenges/:id/leave',
    {
      config: auth,
      schema: { tags, summary: 'Leave a challenge', params: ChallengeParamsSchema, response: answers({ 200: JoinResultSchema }) },
    },
    async (request) => {
      const { id } = request.params;
      await leaveChallenge(db, request.user, id);
      return { challenge: await describeChallengeById(db, id, request.user.id, clock.now()), message: 'You left the challenge.' };
    },
  );

  api.post(
    '/api/challenges/:id/submit',
    {
      config: auth,
      schema: {
        tags,
        summary: 'Submit an MVP for one of my ideas',
        params: ChallengeParamsSchema,
        body: SubmitMvpBodySchema,
        response: answers({ 201: SubmitResultSchema }),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const submission = await submitMvp(db, request.user, id, request.body, clock.now());
      const challenge = await describeChallengeById(db, id, request.user.id, clock.now());
      return reply.status(201).send({ challenge, submission, message: `MVP submitted! You earned ${submission.credits} credits.` });
    },
  );
}
