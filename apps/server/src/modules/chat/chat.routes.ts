import { ERROR_MESSAGES } from '@seedmatch/shared/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChatRoomListSchema,
  DirectChatSchema,
  MarkReadResultSchema,
  MessagePageSchema,
  MessagesQuerySchema,
  PARTNER_LEFT_MESSAGE,
  RoomIdSchema,
  SendMessageBodySchema,
  SendResultSchema,
  UnreadCountSchema,
} from '@seedmatch/shared/chat';
import type { Clock } from '../../lib/clock';
import type { Db } from '../../db/client';
import { reason } from '../../lib/error-answers';
import { answers, withExample } from '../../lib/route-contract';
import { DIRECT_CHAT_LIMIT_MESSAGE, RATE_LIMITS } from '@seedmatch/shared/constants';
import { perMinute } from '../../lib/route-limit';
import type { Pusher } from '../push/push';
import type { Notifier } from '../realtime/realtime';
import type { Activity } from '../metrics/metrics';
import { announceMessage, announceRead } from './chat-announcements';
import { listMessages } from './message-history.service';
import { CLIENT_ID_REUSED, sendMessage } from './messages.service';
import { countUnread, markRead } from './unread.service';
import { getDirectChat, MATCH_FIRST_MESSAGE, SELF_MESSAGE } from './direct-chats.service';
import { CHAT_NOT_FOUND, listRooms } from './rooms.service';

const UserIdParamsSchema = z.object({ userId: z.uuid().toLowerCase() });
const NOT_IN_ROOM = reason('A room I am not in, or whose other person is suspended', CHAT_NOT_FOUND);

export async function chatRoutes(
  app: FastifyInstance,
  { db, notifier, pusher, clock, activity }: { db: Db; notifier: Notifier; pusher: Pusher; clock: Clock; activity: Activity },
) {
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
        response: answers({ 200: MessagePageSchema }, { 404: NOT_IN_ROOM }),
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
        body: withExample(SendMessageBodySchema, {
          chatRoomId: '4f3c2b1a-9d8e-4c7b-a6f5-0e1d2c3b4a59',
          content: 'Hi! Shall we talk about your idea this week?',
          clientId: 'client-m3x7k2-1',
        }),
        response: answers(
          { 200: SendResultSchema, 201: SendResultSchema },
          {
            400: `${reason('To myself', SELF_MESSAGE)} ${reason('To a room whose other person left', PARTNER_LEFT_MESSAGE)}`,
            403: reason('Not allowed to start this chat', MATCH_FIRST_MESSAGE),
            404: `${NOT_IN_ROOM} ${reason('No such person, or one blocked either way', ERROR_MESSAGES.userNotFound)}`,
            409: reason('A clientId already used for a different message', CLIENT_ID_REUSED),
            429: reason("Starting a direct chat past the day's limit", DIRECT_CHAT_LIMIT_MESSAGE),
          },
        ),
      },
    },
    async (request, reply) => {
      const sent = await sendMessage(db, request.user, request.body, clock.now());
      // A retry is announced again: the first attempt may have been stored by a server that died before it
      // could tell anyone. Clients merge by id, so a second announcement never shows twice.
      announceMessage(notifier, sent);
      // A push is news only once, and a message counts once: a retry that stored nothing does neither.
      if (sent.created) {
        activity.messageSent();
        for (const userId of sent.recipients) if (userId !== request.user.id) pusher.message(userId, sent.message, sent.intro);
      }
      return reply.status(sent.created ? 201 : 200).send({ message: sent.message });
    },
  );

  api.post(
    '/api/chat/messages/read',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: "Mark a room's messages read",
        body: withExample(RoomIdSchema, { roomId: '4f3c2b1a-9d8e-4c7b-a6f5-0e1d2c3b4a59' }),
        response: answers({ 200: MarkReadResultSchema }, { 404: NOT_IN_ROOM }),
      },
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
        response: answers(
          { 200: DirectChatSchema },
          {
            400: reason('Myself', SELF_MESSAGE),
            403: reason('Not allowed to start this chat', MATCH_FIRST_MESSAGE),
            404: reason('No such person, or one blocked either way', ERROR_MESSAGES.userNotFound),
          },
        ),
      },
    },
    async (request) => getDirectChat(db, request.user, request.params.userId),
  );
}
