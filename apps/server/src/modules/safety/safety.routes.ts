import { ERROR_MESSAGES } from '@seedmatch/shared/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SuccessSchema } from '@seedmatch/shared/success';
import { z } from 'zod';
import { BlockedListSchema, ReportBodySchema, UserParamsSchema } from '@seedmatch/shared/safety';
import type { Db } from '../../db/client';
import { reason } from '../../lib/error-answers';
import { answers, withExample } from '../../lib/route-contract';
import { blockUser, listBlocked, reportUser, unblockUser } from './safety.service';
import type { SocketControl } from '../realtime/realtime';

const ReportedSchema = z.object({ success: z.literal(true), message: z.string() });

export async function safetyRoutes(app: FastifyInstance, { db, sockets }: { db: Db; sockets: SocketControl }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['safety'];
  const auth = { auth: 'user' } as const;

  api.post(
    '/api/users/:id/block',
    {
      config: auth,
      schema: {
        tags,
        summary: 'Block a person',
        params: UserParamsSchema,
        response: answers(
          { 200: SuccessSchema },
          { 400: reason('Myself', "You can't block yourself."), 404: reason('No such person', ERROR_MESSAGES.userNotFound) },
        ),
      },
    },
    async (request) => {
      await blockUser(db, request.user, request.params.id, sockets);
      return { success: true as const };
    },
  );

  api.delete(
    '/api/users/:id/block',
    { config: auth, schema: { tags, summary: 'Unblock a person', params: UserParamsSchema, response: answers({ 200: SuccessSchema }) } },
    async (request) => {
      await unblockUser(db, request.user, request.params.id);
      return { success: true as const };
    },
  );

  api.get(
    '/api/blocks',
    { config: auth, schema: { tags, summary: 'The people I blocked', response: answers({ 200: BlockedListSchema }) } },
    async (request) => listBlocked(db, request.user.id),
  );

  api.post(
    '/api/reports',
    {
      config: auth,
      schema: {
        tags,
        summary: 'Report a person, a message or an idea',
        body: withExample(ReportBodySchema, {
          userId: '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e',
          reason: 'spam',
          details: 'Sends the same link to everyone.',
        }),
        response: answers(
          { 201: ReportedSchema },
          {
            400: reason('Myself', "You can't report yourself."),
            404: `${reason('No such person', ERROR_MESSAGES.userNotFound)} ${reason('No message of theirs that I could see', 'Message not found')} ${reason('No idea of theirs', 'Idea not found')}`,
          },
        ),
      },
    },
    async (request, reply) => {
      await reportUser(db, request.user, request.body);
      return reply.status(201).send({ success: true, message: 'Thanks, we will review this report.' });
    },
  );
}
