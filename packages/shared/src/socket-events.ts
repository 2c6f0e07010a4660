import type { ChatMessage, MessagesReadEvent, SocketAck, TypingEvent } from './chat';
import type { MatchEvent, MatchMadeEvent } from './matches';

/** Every socket event, named `domain:verb` as in docs/product.md#realtime-events; one map for server and client. */
export type ServerToClientEvents = {
  authenticated: (payload: { success: boolean; user?: { id: string }; error?: string }) => void;
  'match:new': (payload: MatchEvent) => void;
  /** A match this user made by a like, on any of their devices: lists and counts read again, no toast. */
  'match:made': (payload: MatchMadeEvent) => void;
  /** A new message in a room this socket has joined (the open conversation). */
  'chat:message': (payload: ChatMessage) => void;
  /** A new message in any room of the user's (lists, bell, toast). */
  'chat:new_message': (payload: ChatMessage) => void;
  /** A new message in a direct room of the user's. */
  'chat:new_direct_message': (payload: ChatMessage) => void;
  'chat:typing_start': (payload: TypingEvent) => void;
  'chat:typing_stop': (payload: TypingEvent) => void;
  'chat:messages_read': (payload: MessagesReadEvent) => void;
  /** The open conversation closed (block, unmatch): it takes no more messages. */
  'chat:closed': (payload: { roomId: string }) => void;
  'test:pong': (payload: { at: string }) => void;
  error: (payload: { error: string }) => void;
};

type WithAck = (payload: unknown, ack?: (result: SocketAck) => void) => void;

export type ClientToServerEvents = {
  authenticate: (payload?: unknown) => void;
  'join:chat': WithAck;
  'leave:chat': WithAck;
  'chat:typing_start': WithAck;
  'chat:typing_stop': WithAck;
  'chat:mark_read': WithAck;
  'test:ping': (payload?: unknown) => void;
};

export const SOCKET_PATH = '/socket.io';
