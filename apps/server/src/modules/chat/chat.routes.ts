import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MessagesQuerySchema, RoomIdSchema, SendMessageBodySchema } from '@seedmatch/shared/chat';
import type { Db } from '../../db/client';
import { parseInput } from '../../lib/validation';
import { RATE_LIMITS } from '@seedmatch/shared/constants';
import { perMinute } from '../../lib/route-limit';
import { requireUser } from '../auth/auth-guard';
import type { Notifier } from '../realtime/realtime';
import { announceMessage, announceRead } from './chat-announcements';
import { countUnread, listMessages, markRead, sendMessage } from './messages.service';
import { getDirectChat, listRooms } from './rooms.service';

const UserIdParamsSchema = z.object({ userId: z.uuid() });

export async function chatRoutes(app: FastifyInstance, { db, notifier }: { db: Db; notifier: Notifier }) {
  app.get('/api/chat/rooms', async (request) => listRooms(db, (await requireUser(db, request)).id));

  app.get('/api/chat/messages/:roomId', async (request) => {
    const user = await requireUser(db, request);
    const { roomId } = parseInput(RoomIdSchema, request.params);
    return listMessages(db, user, roomId, parseInput(MessagesQuerySchema, request.query));
  });

  app.post('/api/chat/send', { config: perMinute(RATE_LIMITS.message) }, async (request, reply) => {
    const user = await requireUser(db, request);
    const sent = await sendMessage(db, user, parseInput(SendMessageBodySchema, request.body));
    // A retry is announced again: the first attempt may have been stored by a server that died before it
    // could tell anyone. Clients merge by id, so a second announcement never shows twice.
    announceMessage(notifier, sent);
    return reply.status(sent.created ? 201 : 200).send({ message: sent.message });
  });

  app.post('/api/chat/messages/read', async (request) => {
    const user = await requireUser(db, request);
    const { roomId } = parseInput(RoomIdSchema, request.body);
    const { readUpTo, otherUserId } = await markRead(db, user, roomId);
    announceRead(notifier, { roomId, userId: user.id, readUpTo }, otherUserId);
    return { success: true, readUpTo };
  });

  app.get('/api/chat/unread-count', async (request) => ({ count: await countUnread(db, (await requireUser(db, request)).id) }));

  app.get('/api/chat/direct/:userId', async (request) => {
    const user = await requireUser(db, request);
    const { userId } = parseInput(UserIdParamsSchema, request.params);
    return getDirectChat(db, user, userId);
  });
}
