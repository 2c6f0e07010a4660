import type { z } from 'zod';
import type { SocketAck } from '@seedmatch/shared/chat';
import { RoomEventPayloadSchema } from '@seedmatch/shared/chat';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { issueMessage } from '../../lib/issue-message';
import { chatRoom, type AppSocket, type Notifier } from '../realtime/realtime';
import { announceRead } from './chat-announcements';
import { markRead } from './unread.service';
import { requireOpenConversation } from './rooms.service';

type Ack = ((result: SocketAck) => void) | undefined;

/** Why a payload is refused: an unknown field by name (docs/decisions/0035), anything else as a bad room id. */
function payloadError(issue: z.core.$ZodIssue | undefined): string {
  if (issue?.code === 'unrecognized_keys') return `Invalid request. ${issueMessage(issue)}`;
  return 'Invalid request. roomId: expected a chat room id';
}

/**
 * The conversation events of one socket. Every payload is parsed, and every event checks membership and
 * blocks afresh (a socket outlives the block, unmatch or closing that ends a conversation); the answer
 * comes back through the ack as `{ ok }` or `{ ok: false, error }`.
 */
export function registerChatSocket(socket: AppSocket, { db, notifier }: { db: Db; notifier: Notifier }): void {
  const { userId } = socket.data;

  const handle = (run: (roomId: string) => Promise<void>) => (payload: unknown, ack?: Ack) => {
    const reply = typeof ack === 'function' ? ack : () => undefined;
    const parsed = RoomEventPayloadSchema.safeParse(payload);
    if (!parsed.success) return reply({ ok: false, error: payloadError(parsed.error.issues[0]) });
    const { roomId } = parsed.data;
    run(roomId).then(
      () => reply({ ok: true }),
      (error: unknown) => {
        // A conversation this user may no longer see stops reaching this socket too.
        if (error instanceof AppError && error.statusCode === 404) void socket.leave(chatRoom(roomId));
        reply({ ok: false, error: error instanceof AppError ? error.message : 'Something went wrong.' });
      },
    );
  };

  const typing = (event: 'chat:typing_start' | 'chat:typing_stop') =>
    handle(async (roomId) => {
      await requireOpenConversation(db, userId, roomId);
      socket.to(chatRoom(roomId)).emit(event, { roomId, userId, userName: socket.data.userName });
    });

  socket.on(
    'join:chat',
    handle(async (roomId) => {
      await requireOpenConversation(db, userId, roomId);
      await socket.join(chatRoom(roomId));
    }),
  );
  socket.on(
    'leave:chat',
    handle(async (roomId) => {
      await socket.leave(chatRoom(roomId));
    }),
  );
  socket.on('chat:typing_start', typing('chat:typing_start'));
  socket.on('chat:typing_stop', typing('chat:typing_stop'));
  socket.on(
    'chat:mark_read',
    handle(async (roomId) => {
      const { readUpTo, otherUserId } = await markRead(db, { id: userId }, roomId);
      announceRead(notifier, { roomId, userId, readUpTo }, otherUserId);
    }),
  );
}
