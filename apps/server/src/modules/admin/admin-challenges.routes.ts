import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminChallengeSchema, AdminChallengesSchema, ScheduleChallengeBodySchema } from '@seedmatch/shared/admin';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { reason } from '../../lib/error-answers';
import { answers, withExample } from '../../lib/route-contract';
import { adminChallenges, scheduleChallenge } from './challenges-admin.service';

/** The current and next challenge with their people, and scheduling the next (docs/decisions/0051). */
export async function adminChallengesRoutes(app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const config = { auth: 'admin' } as const;

  api.get(
    '/api/admin/challenges',
    { config, schema: { tags, summary: 'The current and next challenge', response: answers({ 200: AdminChallengesSchema }) } },
    async () => adminChallenges(db, clock.now()),
  );

  api.post(
    '/api/admin/challenges',
    {
      config,
      schema: {
        tags,
        summary: 'Schedule a challenge',
        body: withExample(ScheduleChallengeBodySchema, {
          startsAt: '2026-12-05T10:00:00.000Z',
          maxParticipants: 100,
          title: 'Winter Challenge',
          reason: 'The December challenge.',
        }),
        response: answers(
          { 201: AdminChallengeSchema },
          {
            400: reason('A start in the past', 'The start must be in the future.'),
            409: reason('Overlaps another challenge', 'It would overlap “…”, … to ….'),
          },
        ),
      },
    },
    async (request, reply) => reply.status(201).send(await scheduleChallenge(db, request.admin, request.body, clock.now())),
  );
}
