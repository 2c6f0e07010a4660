import type { ChatMessage } from '@seedmatch/shared/chat';
import type { ChatMessageRow } from '../../db/schema/index';

export type ChatUser = { id: string; name: string; email: string };

/** Messages of someone who deleted their account stay, under this name (docs/product.md#account). */
const DELETED_USER: ChatUser = { id: '', name: 'Deleted user', email: '' };

/** A stored message as the API answers it; `recipientReadUpTo` decides the read tick. */
export function toChatMessage(row: ChatMessageRow, sender: ChatUser | undefined, recipientReadUpTo: number): ChatMessage {
  return {
    id: row.id,
    seq: row.seq,
    clientId: row.clientId,
    content: row.content,
    senderId: row.senderId,
    chatRoomId: row.roomId,
    messageType: row.messageType,
    meeting: row.meeting ?? null,
    isRead: row.seq <= recipientReadUpTo,
    createdAt: row.createdAt.toISOString(),
    sender: sender ?? DELETED_USER,
  };
}
