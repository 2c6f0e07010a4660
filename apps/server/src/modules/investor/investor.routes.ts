import type { FastifyInstance } from 'fastify';
import { FounderParamsSchema, ShortlistParamsSchema } from '@seedmatch/shared/investor';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { parseInput } from '../../lib/validation';
import { requireUser } from '../auth/auth-guard';
import { getDashboard, requireInvestor } from './dashboard.service';
import { getFounderProfile, getInvestorSummary } from './founders.service';
import { addToShortlist, listShortlist, removeFromShortlist } from './shortlist.service';

export async function investorRoutes(app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }) {
  const investor = async (request: Parameters<typeof requireUser>[1]) => {
    const user = await requireUser(db, request);
    requireInvestor(user);
    return user;
  };

  app.get('/api/ideas/investor/dashboard', async (request) => {
    const user = await investor(request);
    return getDashboard(db, user.id, clock.now());
  });

  app.get('/api/investor/shortlist', async (request) => listShortlist(db, (await investor(request)).id));

  app.put('/api/investor/shortlist/:itemId', async (request) => {
    const user = await investor(request);
    const { itemId } = parseInput(ShortlistParamsSchema, request.params);
    return addToShortlist(db, user.id, itemId);
  });

  app.delete('/api/investor/shortlist/:itemId', async (request) => {
    const user = await investor(request);
    const { itemId } = parseInput(ShortlistParamsSchema, request.params);
    return removeFromShortlist(db, user.id, itemId);
  });

  app.get('/api/investor/summary', async (request) => getInvestorSummary(db, (await investor(request)).id));

  app.get('/api/founders/:id', async (request) => {
    const viewer = await requireUser(db, request);
    const { id } = parseInput(FounderParamsSchema, request.params);
    return getFounderProfile(db, viewer, id);
  });
}
