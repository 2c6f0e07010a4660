import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ReferralHistorySchema, ReferralStatsSchema, RewardListSchema, RewardParamsSchema } from '@seedmatch/shared/referrals';
import type { Db } from '../../db/client';
import { reason } from '../../lib/error-answers';
import { answers } from '../../lib/route-contract';
import { claimReward, getReferralHistory, getReferralStats, getRewards } from './referrals.service';

export async function referralsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['referrals'];
  const auth = { auth: 'user' } as const;

  api.get(
    '/api/referrals/stats',
    { config: auth, schema: { tags, summary: 'My referral code, points and level', response: answers({ 200: ReferralStatsSchema }) } },
    async (request) => getReferralStats(db, request.user),
  );
  api.get(
    '/api/referrals/rewards',
    { config: auth, schema: { tags, summary: 'The rewards and which I claimed', response: answers({ 200: RewardListSchema }) } },
    async (request) => getRewards(db, request.user.id),
  );
  api.get(
    '/api/referrals/history',
    { config: auth, schema: { tags, summary: 'The friends I referred', response: answers({ 200: ReferralHistorySchema }) } },
    async (request) => getReferralHistory(db, request.user.id),
  );
  api.post(
    '/api/referrals/rewards/:id/claim',
    {
      config: auth,
      schema: {
        tags,
        summary: 'Claim a reward with my points',
        params: RewardParamsSchema,
        response: answers(
          { 200: RewardListSchema },
          {
            400: reason('Too few points', 'You need <points> points to claim <reward>.'),
            409: reason('A reward already claimed', 'You already claimed this reward.'),
          },
        ),
      },
    },
    async (request) => claimReward(db, request.user, request.params.id),
  );
}
