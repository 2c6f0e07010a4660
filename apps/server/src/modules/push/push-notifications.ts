import type { ChatMessage } from '@seedmatch/shared/chat';
import type { MatchEvent } from '@seedmatch/shared/matches';
import type { PushPayload } from '@seedmatch/shared/push';

/** How much of a message a notification shows. */
const PREVIEW_CHARS = 120;

const chatPath = (roomId: string) => `/app/chat?room=${encodeURIComponent(roomId)}`;

function preview(message: ChatMessage): string {
  if (message.messageType === 'meeting_invite') return `Meeting invite: ${message.meeting?.title ?? ''}`.trim();
  const text = message.content.replace(/\s+/g, ' ').trim();
  return text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS - 1)}…` : text;
}

/** The other person's side of a new match. */
export function matchPush(event: MatchEvent): PushPayload {
  return {
    kind: 'match',
    title: "It's a Match!",
    body: `You and ${event.matchedUserName} liked each other's ideas.`,
    url: chatPath(event.chatRoomId),
    tag: `match:${event.id}`,
  };
}

/** A message to its recipient; an investor's first message to a founder is an intro. */
export function messagePush(message: ChatMessage, intro: boolean): PushPayload {
  return {
    kind: intro ? 'intro' : 'message',
    title: intro ? `${message.sender.name} would like an intro` : message.sender.name,
    body: preview(message),
    url: chatPath(message.chatRoomId),
    tag: `room:${message.chatRoomId}`,
  };
}
