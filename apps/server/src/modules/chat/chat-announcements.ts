import type { MessagesReadEvent } from '@seedmatch/shared/chat';
import type { Notifier } from '../realtime/realtime';
import type { SentMessage } from './messages.service';

/** A stored message goes to the open conversation and to each participant's other screens. */
export function announceMessage(notifier: Notifier, sent: SentMessage): void {
  const { message } = sent;
  notifier.toChat(message.chatRoomId, 'chat:message', message);
  for (const userId of sent.recipients) {
    notifier.toUser(userId, 'chat:new_message', message);
    if (sent.kind === 'direct' && userId !== message.senderId) notifier.toUser(userId, 'chat:new_direct_message', message);
  }
}

/** The sender's ticks turn double wherever the conversation is open. */
export function announceRead(notifier: Notifier, event: MessagesReadEvent, otherUserId: string | null): void {
  if (otherUserId) notifier.toChatAndUser(event.roomId, otherUserId, 'chat:messages_read', event);
  else notifier.toChat(event.roomId, 'chat:messages_read', event);
}
