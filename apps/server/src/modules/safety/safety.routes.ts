import type { FastifyInstance } from 'fastify';
import { ReportBodySchema, UserParamsSchema } from '@seedmatch/shared/safety';
import type { Db } from '../../db/client';
import { parseInput } from '../../lib/validation';
import { requireUser } from '../auth/auth-guard';
import { blockUser, listBlocked, reportUser, unblockUser } from './safety.service';
import type { SocketControl } from '../realtime/realtime';

export async function safetyRoutes(app: FastifyInstance, { db, sockets }: { db: Db; sockets: SocketControl }) {
  app.post('/api/users/:id/block', async (request) => {
    const user = await requireUser(db, request);
    await blockUser(db, user, parseInput(UserParamsSchema, request.params).id, sockets);
    return { success: true };
  });

  app.delete('/api/users/:id/block', async (request) => {
    const user = await requireUser(db, request);
    await unblockUser(db, user, parseInput(UserParamsSchema, request.params).id);
    return { success: true };
  });

  app.get('/api/blocks', async (request) => listBlocked(db, (await requireUser(db, request)).id));

  app.post('/api/reports', async (request, reply) => {
    const user = await requireUser(db, request);
    await reportUser(db, user, parseInput(ReportBodySchema, request.body));
    return reply.status(201).send({ success: true, message: 'Thanks, we will review this report.' });
  });
}
