import {
  DirectChatSchema,
  MarkReadResultSchema,
  MessagePageSchema,
  SendResultSchema,
  type ChatMessage,
  type SendMessageBody,
} from '@seedmatch/shared/chat';
import { ApiError, apiRequest } from '../../../lib/api-client';

export function fetchMessages(roomId: string, cursor: { before?: number; after?: number } = {}) {
  const params = new URLSearchParams();
  if (cursor.before !== undefined) params.set('before', String(cursor.before));
  if (cursor.after !== undefined) params.set('after', String(cursor.after));
  const query = params.size > 0 ? `?${params}` : '';
  return apiRequest(`/chat/messages/${encodeURIComponent(roomId)}${query}`, { schema: MessagePageSchema });
}

export const markRoomRead = (roomId: string) =>
  apiRequest('/chat/messages/read', { method: 'POST', body: { roomId }, schema: MarkReadResultSchema });

export const fetchDirectChat = (userId: string) => apiRequest(`/chat/direct/${encodeURIComponent(userId)}`, { schema: DirectChatSchema });

const RETRY_DELAYS_MS = [500, 1500, 3000];

/**
 * POST /chat/send. A network failure is retried with the same client id, so the server stores the
 * message at most once; a refusal from the server is final.
 */
export async function sendChatMessage(
  body: Omit<SendMessageBody, 'messageType'> & { messageType?: SendMessageBody['messageType'] },
): Promise<ChatMessage> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return (await apiRequest('/chat/send', { method: 'POST', body, schema: SendResultSchema })).message;
    } catch (error) {
      const isNetwork = error instanceof ApiError && error.status === 0;
      if (!isNetwork || attempt >= RETRY_DELAYS_MS.length) throw error;
      await new Promise((resolve) => window.setTimeout(resolve, RETRY_DELAYS_MS[attempt]));
    }
  }
}
