import type { FastifyInstance } from 'fastify';
import { CreateUserBodySchema } from '@seedmatch/shared/auth';
import { UpdateMeBodySchema, UserStatsQuerySchema } from '@seedmatch/shared/users';
import type { Db } from '../../db/client';
import { parseInput } from '../../lib/validation';
import { requireSession, requireUser } from '../auth/auth-guard';
import { createUser, getUserStats, toCurrentUser, updateMe } from './users.service';
import { deleteAccount, exportAccount } from './account.service';
import { linkReferral } from '../referrals/referrals.service';
import { z } from 'zod';
import type { SocketControl } from '../realtime/realtime';

const DeleteAccountBodySchema = z.object({ confirm: z.literal('DELETE', 'Type DELETE to confirm') });

export async function usersRoutes(app: FastifyInstance, { db, sockets }: { db: Db; sockets: SocketControl }) {
  app.post('/api/auth/create-user', async (request, reply) => {
    const session = await requireSession(db, request);
    const body = parseInput(CreateUserBodySchema, request.body ?? {});
    const user = await createUser(db, session, body);
    await linkReferral(db, user, body.referralCode);
    return reply.status(201).send({ user: { id: user.id, email: user.email, name: user.name, role: user.role } });
  });

  app.get('/api/users/me', async (request) => toCurrentUser(await requireUser(db, request)));

  app.put('/api/users/me', async (request) => {
    const user = await requireUser(db, request);
    const body = parseInput(UpdateMeBodySchema, request.body);
    return { success: true, user: toCurrentUser(await updateMe(db, user, body)) };
  });

  app.get('/api/users/me/export', async (request, reply) => {
    const data = await exportAccount(db, await requireUser(db, request));
    return reply.header('content-disposition', 'attachment; filename="seedmatch-data.json"').header('cache-control', 'no-store').send(data);
  });

  app.delete('/api/users/me', async (request) => {
    const user = await requireUser(db, request);
    parseInput(DeleteAccountBodySchema, request.body ?? {});
    await deleteAccount(db, user, sockets);
    return { success: true };
  });

  app.get('/api/user/stats', async (request) => {
    const user = await requireUser(db, request);
    const { tzOffset } = parseInput(UserStatsQuerySchema, request.query);
    return getUserStats(db, user, tzOffset);
  });
}
