import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ChallengeParamsSchema,
  ChallengeSchema,
  JoinResultSchema,
  SubmitMvpBodySchema,
  SubmitResultSchema,
} from '@seedmatch/shared/challenge';
import { LeaderboardSchema } from '@seedmatch/shared/challenge-leaderboard';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { reason } from '../../lib/error-answers';
import { answers, withExample } from '../../lib/route-contract';
import { describeChallenge, describeChallengeById, ensureCurrentChallenge, joinChallenge, leaveChallenge } from './challenges.service';
import { getLeaderboard } from './leaderboard.service';
import { submitMvp } from './submit-mvp.service';

const NO_SUCH_CHALLENGE = reason('No such challenge', 'Challenge not found');

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
      schema: {
        tags,
        summary: 'Join a challenge',
        params: ChallengeParamsSchema,
        response: answers(
          { 200: JoinResultSchema },
          {
            400: reason('An ended challenge', 'This challenge has ended.'),
            403: reason('Not a founder', 'Only founders can join the challenge.'),
            404: NO_SUCH_CHALLENGE,
            409: reason('A full challenge', 'The challenge is full.'),
          },
        ),
      },
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
      schema: {
        tags,
        summary: 'Leave a challenge',
        params: ChallengeParamsSchema,
        response: answers(
          { 200: JoinResultSchema },
          {
            400: reason('After submitting an MVP', 'You already submitted your MVP, so you stay in the challenge.'),
            404: NO_SUCH_CHALLENGE,
          },
        ),
      },
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
        body: withExample(SubmitMvpBodySchema, {
          ideaId: '8a1f6c2e-3b4d-4e5f-9a6b-7c8d9e0f1a2b',
          githubUrl: 'https://github.com/ada/kitchen-booking',
          description: 'Booking and payments for one shared kitchen.',
          techStack: 'React, Fastify, PostgreSQL',
          liveUrl: 'https://kitchen-booking.example.com',
          hasReadme: true,
          readme: '# Kitchen booking\n\nnpm install && npm run dev',
        }),
        response: answers(
          { 201: SubmitResultSchema },
          {
            400: 'Outside the live challenge, or before 30 minutes after joining.',
            403: 'Not a founder, not in the challenge, or not my idea.',
            404: `${NO_SUCH_CHALLENGE} ${reason('No such idea', 'Idea not found')}`,
            409: reason('An MVP already submitted', 'You already submitted your MVP.'),
          },
        ),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const submission = await submitMvp(db, request.user, id, request.body, clock.now());
      const challenge = await describeChallengeById(db, id, request.user.id, clock.now());
      return reply.status(201).send({ challenge, submission, message: `MVP submitted! You earned ${submission.credits} credits.` });
    },
  );

  api.get(
    '/api/challenges/:id/leaderboard',
    {
      config: auth,
      schema: {
        tags,
        summary: 'The top MVPs by credits, and mine when it ranks lower',
        description: 'Only founders shown to the caller are ranked: suspended founders and anyone in a block with the caller are left out.',
        params: ChallengeParamsSchema,
        response: answers({ 200: LeaderboardSchema }, { 404: NO_SUCH_CHALLENGE }),
      },
    },
    async (request) => getLeaderboard(db, request.params.id, request.user.id),
  );
}
