import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SuccessSchema } from '@seedmatch/shared/success';
import { z } from 'zod';
import { MatchListItemSchema, MatchListSchema, PartnerProfileSchema } from '@seedmatch/shared/matches';
import type { Db } from '../../db/client';
import { reason } from '../../lib/error-answers';
import { answers } from '../../lib/route-contract';
import { getMatch, listMatches, unmatch } from './matches.service';
import { getPartnerProfile } from './partner.service';
import type { SocketControl } from '../realtime/realtime';

const MatchParamsSchema = z.object({ id: z.uuid().toLowerCase() });
const NOT_MY_MATCH = { 404: reason('No match or connection of mine by that id', 'Match not found') };

export async function matchesRoutes(app: FastifyInstance, { db, sockets }: { db: Db; sockets: SocketControl }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['matches'];

  api.get(
    '/api/matches',
    { config: { auth: 'user' }, schema: { tags, summary: 'My matches and connections', response: answers({ 200: MatchListSchema }) } },
    async (request) => listMatches(db, request.user.id),
  );

  api.get(
    '/api/matches/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'One of my matches',
        params: MatchParamsSchema,
        response: answers({ 200: MatchListItemSchema }, NOT_MY_MATCH),
      },
    },
    async (request) => getMatch(db, request.user.id, request.params.id),
  );

  api.get(
    '/api/matches/:id/partner',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'The other person of a match',
        params: MatchParamsSchema,
        response: answers({ 200: PartnerProfileSchema }, NOT_MY_MATCH),
      },
    },
    async (request) => getPartnerProfile(db, request.user.id, request.params.id),
  );

  api.delete(
    '/api/matches/:id',
    {
      config: { auth: 'user' },
      schema: { tags, summary: 'Unmatch', params: MatchParamsSchema, response: answers({ 200: SuccessSchema }, NOT_MY_MATCH) },
    },
    async (request) => {
      await unmatch(db, request.user.id, request.params.id, sockets);
      return { success: true as const };
    },
  );
}
