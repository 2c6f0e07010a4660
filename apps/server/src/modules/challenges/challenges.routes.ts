import type { FastifyInstance } from 'fastify';
import { ChallengeParamsSchema, SubmitMvpBodySchema } from '@seedmatch/shared/challenge';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { parseInput } from '../../lib/validation';
import { requireUser } from '../auth/auth-guard';
import { describeChallenge, ensureCurrentChallenge, joinChallenge, leaveChallenge, submitMvp } from './challenges.service';
import { challenges } from '../../db/schema/index';
import { eq } from 'drizzle-orm';

export async function challengesRoutes(app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }) {
  const describe = async (id: string, userId: string) => {
    const [row] = await db.select().from(challenges).where(eq(challenges.id, id));
    return describeChallenge(db, row!, userId, clock.now());
  };

  app.get('/api/challenges/current', async (request) => {
    const user = await requireUser(db, request);
    const now = clock.now();
    return describeChallenge(db, await ensureCurrentChallenge(db, now), user.id, now);
  });

  app.post('/api/challenges/:id/join', async (request) => {
    const user = await requireUser(db, request);
    const { id } = parseInput(ChallengeParamsSchema, request.params);
    const message = await joinChallenge(db, user, id, clock.now());
    return { challenge: await describe(id, user.id), message };
  });

  app.post('/api/challenges/:id/leave', async (request) => {
    const user = await requireUser(db, request);
    const { id } = parseInput(ChallengeParamsSchema, request.params);
    await leaveChallenge(db, user, id);
    return { challenge: await describe(id, user.id), message: 'You left the challenge.' };
  });

  app.post('/api/challenges/:id/submit', async (request, reply) => {
    const user = await requireUser(db, request);
    const { id } = parseInput(ChallengeParamsSchema, request.params);
    const submission = await submitMvp(db, user, id, parseInput(SubmitMvpBodySchema, request.body), clock.now());
    return reply
      .status(201)
      .send({ challenge: await describe(id, user.id), submission, message: `MVP submitted! You earned ${submission.credits} credits.` });
  });
}
