import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  FounderParamsSchema,
  FounderProfileSchema,
  InvestorDashboardSchema,
  InvestorSummarySchema,
  ShortlistParamsSchema,
  ShortlistSchema,
} from '@seedmatch/shared/investor';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { reason } from '../../lib/error-answers';
import { answers } from '../../lib/route-contract';
import { getDashboard } from './dashboard.service';
import { getFounderProfile, getInvestorSummary } from './founders.service';
import { addToShortlist, listShortlist, removeFromShortlist } from './shortlist.service';

const investor = { auth: { role: 'INVESTOR' } } as const;

export async function investorRoutes(app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['investor'];

  api.get(
    '/api/ideas/investor/dashboard',
    {
      config: investor,
      schema: {
        tags,
        summary: 'The investor feed: recent submissions, top ideas, new builders',
        response: answers({ 200: InvestorDashboardSchema }),
      },
    },
    async (request) => getDashboard(db, request.user.id, clock.now()),
  );

  api.get(
    '/api/investor/shortlist',
    { config: investor, schema: { tags, summary: 'My shortlist', response: answers({ 200: ShortlistSchema }) } },
    async (request) => listShortlist(db, request.user.id),
  );

  api.put(
    '/api/investor/shortlist/:itemId',
    {
      config: investor,
      schema: {
        tags,
        summary: 'Add a feed item to my shortlist',
        params: ShortlistParamsSchema,
        response: answers({ 200: ShortlistSchema }, { 404: reason('No such idea or MVP submission', 'Submission not found') }),
      },
    },
    async (request) => addToShortlist(db, request.user.id, request.params.itemId),
  );

  api.delete(
    '/api/investor/shortlist/:itemId',
    {
      config: investor,
      schema: {
        tags,
        summary: 'Remove a feed item from my shortlist',
        params: ShortlistParamsSchema,
        response: answers({ 200: ShortlistSchema }),
      },
    },
    async (request) => removeFromShortlist(db, request.user.id, request.params.itemId),
  );

  api.get(
    '/api/investor/summary',
    {
      config: investor,
      schema: { tags, summary: 'How many items I shortlisted and reviewed', response: answers({ 200: InvestorSummarySchema }) },
    },
    async (request) => getInvestorSummary(db, request.user.id),
  );

  api.get(
    '/api/founders/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: "A founder's profile and projects",
        params: FounderParamsSchema,
        response: answers({ 200: FounderProfileSchema }, { 404: reason('No such founder, or one hidden from me', 'Founder not found') }),
      },
    },
    async (request) => getFounderProfile(db, request.user, request.params.id),
  );
}
