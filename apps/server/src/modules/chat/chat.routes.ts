import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChatRoomListSchema,
  DirectChatSchema,
  MarkReadResultSchema,
  MessagePageSchema,
  MessagesQuerySchema,
  RoomIdSchema,
  SendMessageBodySchema,
  SendResultSchema,
  UnreadCountSchema,
} from '@seedmatch/shared/chat';
import type { Db } from '../../db/client';
import { answers } from '../../lib/route-contract';
import { RATE_LIMITS } from '@seedmatch/shared/constants';
import { perMinute } from '../../lib/route-limit';
import type { Notifier } from '../realtime/realtime';
import { announceMessage, announceRead } from './chat-announcements';
import { countUnread, listMessages, markRead, sendMessage } from './messages.service';
import { getDirectChat, listRooms } from './rooms.service';

const UserIdParamsSchema = z.object({ userId: z.uuid() });

export async function chatRoutes(app: FastifyInstance, { db, notifier }: { db: Db; notifier: Notifier }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['chat'];

  api.get(
    '/api/chat/rooms',
    {
      config: { auth: 'user' },
      schema: { tags, summary: 'My conversations, latest first', response: answers({ 200: ChatRoomListSchema }) },
    },
    async (request) => listRooms(db, request.user.id),
  );

  api.get(
    '/api/chat/messages/:roomId',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: "A page of a room's messages",
        params: RoomIdSchema,
        querystring: MessagesQuerySchema,
        response: answers({ 200: MessagePageSchema }),
      },
    },
    async (request) => listMessages(db, request.user, request.params.roomId, request.query),
  );

  api.post(
    '/api/chat/send',
    {
      config: { auth: 'user', ...perMinute(RATE_LIMITS.message) },
      schema: {
        tags,
        summary: 'Send a message to a room or a person; a retry with the same clientId is answered 200 with the first',
        body: SendMessageBodySchema,
        response: answers({ 200: SendResultSchema, 201: SendResultSchema }),
      },
    },
    async (request, reply) => {
      const sent = await sendMessage(db, request.user, request.body);
      // A retry is announced again: the first attempt may have been stored by a server that died before it
      // could tell anyone. Clients merge by id, so a second announcement never shows twice.
      announceMessage(notifier, sent);
      return reply.status(sent.created ? 201 : 200).send({ message: sent.message });
    },
  );

  api.post(
    '/api/chat/messages/read',
    {
      config: { auth: 'user' },
      schema: { tags, summary: "Mark a room's messages read", body: RoomIdSchema, response: answers({ 200: MarkReadResultSchema }) },
    },
    async (request) => {
      const { roomId } = request.body;
      const { readUpTo, otherUserId } = await markRead(db, request.user, roomId);
      announceRead(notifier, { roomId, userId: request.user.id, readUpTo }, otherUserId);
      return { success: true as const, readUpTo };
    },
  );

  api.get(
    '/api/chat/unread-count',
    {
      config: { auth: 'user' },
      schema: { tags, summary: 'How many messages I have not read', response: answers({ 200: UnreadCountSchema }) },
    },
    async (request) => ({ count: await countUnread(db, request.user.id) }),
  );

  api.get(
    '/api/chat/direct/:userId',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'My direct conversation with a person, if any',
        params: UserIdParamsSchema,
        response: answers({ 200: DirectChatSchema }),
      },
    },
    async (request) => getDirectChat(db, request.user, request.params.userId),
  );
}
