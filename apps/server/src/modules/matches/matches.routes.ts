import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { parseInput } from '../../lib/validation';
import { requireUser } from '../auth/auth-guard';
import { getMatch, listMatches, unmatch } from './matches.service';
import { getPartnerProfile } from './partner.service';
import type { SocketControl } from '../realtime/realtime';

const MatchParamsSchema = z.object({ id: z.uuid() });

export async function matchesRoutes(app: FastifyInstance, { db, sockets }: { db: Db; sockets: SocketControl }) {
  app.get('/api/matches', async (request) => {
    const user = await requireUser(db, request);
    return listMatches(db, user.id);
  });

  app.get('/api/matches/:id', async (request) => {
    const user = await requireUser(db, request);
    const { id } = parseInput(MatchParamsSchema, request.params);
    return getMatch(db, user.id, id);
  });

  app.get('/api/matches/:id/partner', async (request) => {
    const user = await requireUser(db, request);
    const { id } = parseInput(MatchParamsSchema, request.params);
    return getPartnerProfile(db, user.id, id);
  });

  app.delete('/api/matches/:id', async (request) => {
    const user = await requireUser(db, request);
    const { id } = parseInput(MatchParamsSchema, request.params);
    await unmatch(db, user.id, id, sockets);
    return { success: true };
  });
}
