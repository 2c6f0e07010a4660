import { ERROR_MESSAGES } from '@seedmatch/shared/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SuccessSchema } from '@seedmatch/shared/success';
import {
  AdminIdParamsSchema,
  AdminReasonBodySchema,
  AdminUserDetailSchema,
  AdminUserListSchema,
  AdminUsersQuerySchema,
} from '@seedmatch/shared/admin';
import type { Db } from '../../db/client';
import { reason } from '../../lib/error-answers';
import { answers, withExample } from '../../lib/route-contract';
import type { SocketControl } from '../realtime/realtime';
import { describeUser, searchUsers, suspendByAdmin, unsuspendByAdmin } from './users-admin.service';

const noSuchUser = reason('No such person', ERROR_MESSAGES.userNotFound);

/** Finding people and suspending or unsuspending them (docs/decisions/0051). */
export async function adminUsersRoutes(app: FastifyInstance, { db, sockets }: { db: Db; sockets: SocketControl }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const config = { auth: 'admin' } as const;
  const body = withExample(AdminReasonBodySchema, { reason: 'Harassment in several conversations.' });

  api.get(
    '/api/admin/users',
    {
      config,
      schema: {
        tags,
        summary: 'People by e-mail or name',
        querystring: AdminUsersQuerySchema,
        response: answers({ 200: AdminUserListSchema }),
      },
    },
    async (request) => searchUsers(db, request.query.q),
  );

  api.get(
    '/api/admin/users/:id',
    {
      config,
      schema: {
        tags,
        summary: 'A person: ideas, matches, reports against them, audit',
        params: AdminIdParamsSchema,
        response: answers({ 200: AdminUserDetailSchema }, { 404: noSuchUser }),
      },
    },
    async (request) => describeUser(db, request.params.id),
  );

  api.post(
    '/api/admin/users/:id/suspend',
    {
      config,
      schema: {
        tags,
        summary: 'Suspend a person: their sessions and sockets end at once',
        params: AdminIdParamsSchema,
        body,
        response: answers(
          { 200: SuccessSchema },
          {
            400: reason('Oneself', "You can't suspend yourself."),
            404: noSuchUser,
            409: reason('Suspended already', 'This account is already suspended.'),
          },
        ),
      },
    },
    async (request) => {
      await suspendByAdmin(db, request.admin, request.params.id, request.body.reason, sockets);
      return { success: true as const };
    },
  );

  api.post(
    '/api/admin/users/:id/unsuspend',
    {
      config,
      schema: {
        tags,
        summary: 'Lift a suspension',
        params: AdminIdParamsSchema,
        body,
        response: answers({ 200: SuccessSchema }, { 404: noSuchUser, 409: reason('Not suspended', 'This account is not suspended.') }),
      },
    },
    async (request) => {
      await unsuspendByAdmin(db, request.admin, request.params.id, request.body.reason);
      return { success: true as const };
    },
  );
}
