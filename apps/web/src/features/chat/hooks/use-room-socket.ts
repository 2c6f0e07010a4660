import { useEffect, useRef } from 'react';
import type { ChatMessage, MessagesReadEvent, TypingEvent } from '@seedmatch/shared/chat';
import { useSocket, type AppSocket } from '../../../lib/realtime/socket-context';

type Handlers = {
  onMessage: (message: ChatMessage) => void;
  onRead: (event: MessagesReadEvent) => void;
  onTyping: (event: TypingEvent, isTyping: boolean) => void;
  /**
   * Once the server has this socket in the room, at first and after every reconnect: fetch what came in
   * meanwhile. Not sooner: a message stored between that fetch and the join would reach neither.
   */
  onJoined: () => void;
  /** The conversation closed (block, unmatch). */
  onClosed: () => void;
};

/**
 * Joins one conversation on `socket` (again after every reconnect) and routes its events to `handlers()`,
 * read afresh at each event; returns the leave.
 */
export function joinRoom(socket: AppSocket, roomId: string, handlers: () => Handlers): () => void {
  const join = () => socket.emit('join:chat', { roomId }, () => handlers().onJoined());
  if (socket.connected) join();
  const inRoom = (event: { roomId?: string; chatRoomId?: string }) => (event.roomId ?? event.chatRoomId) === roomId;
  const onMessage = (message: ChatMessage) => inRoom(message) && handlers().onMessage(message);
  const onRead = (event: MessagesReadEvent) => inRoom(event) && handlers().onRead(event);
  const onStart = (event: TypingEvent) => inRoom(event) && handlers().onTyping(event, true);
  const onStop = (event: TypingEvent) => inRoom(event) && handlers().onTyping(event, false);
  const onClosed = (event: { roomId: string }) => inRoom(event) && handlers().onClosed();
  socket.on('connect', join);
  socket.on('chat:message', onMessage);
  socket.on('chat:messages_read', onRead);
  socket.on('chat:typing_start', onStart);
  socket.on('chat:typing_stop', onStop);
  socket.on('chat:closed', onClosed);
  return () => {
    socket.emit('leave:chat', { roomId });
    socket.off('connect', join);
    socket.off('chat:message', onMessage);
    socket.off('chat:messages_read', onRead);
    socket.off('chat:typing_start', onStart);
    socket.off('chat:typing_stop', onStop);
    socket.off('chat:closed', onClosed);
  };
}

/** Joins one conversation on the shared socket while mounted. */
export function useRoomSocket(roomId: string | null, handlers: Handlers) {
  const socket = useSocket();
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!socket || !roomId) return;
    return joinRoom(socket, roomId, () => latest.current);
  }, [socket, roomId]);

  return socket;
}
