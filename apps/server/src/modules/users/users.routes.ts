import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SuccessSchema } from '@seedmatch/shared/success';
import { AccountExportSchema } from '@seedmatch/shared/account';
import { ERROR_MESSAGES } from '@seedmatch/shared/errors';
import { CreateUserBodySchema, CreateUserResultSchema } from '@seedmatch/shared/auth';
import {
  CurrentUserSchema,
  UpdateMeBodySchema,
  UpdateMeResultSchema,
  UserStatsQuerySchema,
  UserStatsSchema,
} from '@seedmatch/shared/users';
import type { Db } from '../../db/client';
import { reason } from '../../lib/error-answers';
import { answers, withExample } from '../../lib/route-contract';
import { createUser, getUserStats, toCurrentUser, updateMe } from './users.service';
import { deleteAccount, exportAccount } from './account.service';
import { linkReferral } from '../referrals/referrals.service';
import { z } from 'zod';
import type { SocketControl } from '../realtime/realtime';
import type { AdminAccess } from '../admin/admin-access';

// No body reads as an empty one, as the original client sends these calls.
const orEmpty = <S extends z.ZodType>(schema: S) => z.preprocess((body) => body ?? {}, schema);
const DeleteAccountBodySchema = z.strictObject({ confirm: z.literal('DELETE', 'Type DELETE to confirm') });

export async function usersRoutes(app: FastifyInstance, { db, sockets, admins }: { db: Db; sockets: SocketControl; admins: AdminAccess }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];
  const auth = { auth: 'user' } as const;

  api.post(
    '/api/auth/create-user',
    {
      config: { auth: 'session' },
      schema: {
        tags: ['auth'],
        summary: 'Create my user after sign-in (identity from the session, not the body)',
        body: withExample(orEmpty(CreateUserBodySchema), { role: 'FOUNDER', referralCode: 'SEED-ADA-M3X7K2-Q4Z' }),
        response: answers({ 201: CreateUserResultSchema }, { 409: reason('My user exists already', ERROR_MESSAGES.userExists) }),
      },
    },
    async (request, reply) => {
      const user = await createUser(db, request.session, request.body);
      await linkReferral(db, user, request.body.referralCode);
      return reply.status(201).send({ user: { id: user.id, email: user.email, name: user.name, role: user.role } });
    },
  );

  api.get(
    '/api/users/me',
    { config: auth, schema: { tags, summary: 'My user and profile', response: answers({ 200: CurrentUserSchema }) } },
    async (request) => toCurrentUser(request.user, admins.isAdmin(request.user)),
  );

  api.put(
    '/api/users/me',
    {
      config: auth,
      schema: {
        tags,
        summary: 'Update my profile',
        body: withExample(UpdateMeBodySchema, {
          name: 'Ada Lovelace',
          bio: 'Building tools for analytical engines.',
          skills: ['TypeScript', 'Product'],
          preferences: { title: 'Founder', lookingFor: ['Designer'] },
        }),
        response: answers({ 200: UpdateMeResultSchema }),
      },
    },
    async (request) => ({
      success: true as const,
      user: toCurrentUser(await updateMe(db, request.user, request.body, sockets), admins.isAdmin(request.user)),
    }),
  );

  api.get(
    '/api/users/me/export',
    {
      config: auth,
      schema: { tags, summary: 'Everything SeedMatch holds about me, as a JSON download', response: answers({ 200: AccountExportSchema }) },
    },
    async (request, reply) => {
      const data = await exportAccount(db, request.user, admins.isAdmin(request.user));
      return reply
        .header('content-disposition', 'attachment; filename="seedmatch-data.json"')
        .header('cache-control', 'no-store')
        .send(data);
    },
  );

  api.delete(
    '/api/users/me',
    {
      config: auth,
      schema: {
        tags,
        summary: 'Delete my account',
        body: withExample(orEmpty(DeleteAccountBodySchema), { confirm: 'DELETE' }),
        response: answers({ 200: SuccessSchema }),
      },
    },
    async (request) => {
      await deleteAccount(db, request.user, sockets);
      return { success: true as const };
    },
  );

  api.get(
    '/api/user/stats',
    {
      config: auth,
      schema: {
        tags,
        summary: 'My matches, swipes and journey',
        querystring: UserStatsQuerySchema,
        response: answers({ 200: UserStatsSchema }),
      },
    },
    async (request) => getUserStats(db, request.user, request.query.tzOffset),
  );
}
