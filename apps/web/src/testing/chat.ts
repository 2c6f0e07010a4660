import type { ChatMessage, ChatRoom } from '@seedmatch/shared/chat';

type ChatUser = ChatMessage['sender'];

export const me: ChatUser = { id: 'me', name: 'Ada Lovelace', email: 'ada@example.com' };
export const ben: ChatUser = { id: 'ben', name: 'Ben Builder', email: '' };

/** The match room of `me` and Ben over "Lab gear"; `participants` without Ben is a closed room. */
export const aRoom = (overrides: Partial<ChatRoom> = {}): ChatRoom => ({
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Ben Builder',
  kind: 'match',
  matchId: 'match-1',
  participants: [me, ben],
  match: { idea: { title: 'Lab gear' } },
  messages: [],
  unreadCount: 0,
  lastActivityAt: new Date().toISOString(),
  ...overrides,
});

/** Message number `seq` of `sender` in `aRoom`. */
export const aMessage = (seq: number, sender: ChatUser, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id: `m${seq}`,
  seq,
  clientId: null,
  content: `message ${seq}`,
  senderId: sender.id,
  chatRoomId: aRoom().id,
  messageType: 'text',
  meeting: null,
  isRead: false,
  createdAt: new Date().toISOString(),
  sender,
  ...overrides,
});
