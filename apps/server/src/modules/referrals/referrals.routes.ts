import type { FastifyInstance } from 'fastify';
import { RewardParamsSchema } from '@seedmatch/shared/referrals';
import type { Db } from '../../db/client';
import { parseInput } from '../../lib/validation';
import { requireUser } from '../auth/auth-guard';
import { claimReward, getReferralHistory, getReferralStats, getRewards } from './referrals.service';

export async function referralsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get('/api/referrals/stats', async (request) => getReferralStats(db, await requireUser(db, request)));
  app.get('/api/referrals/rewards', async (request) => getRewards(db, (await requireUser(db, request)).id));
  app.get('/api/referrals/history', async (request) => getReferralHistory(db, (await requireUser(db, request)).id));
  app.post('/api/referrals/rewards/:id/claim', async (request) => {
    const user = await requireUser(db, request);
    const { id } = parseInput(RewardParamsSchema, request.params);
    return claimReward(db, user, id);
  });
}
