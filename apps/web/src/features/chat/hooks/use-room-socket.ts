import { useEffect, useRef } from 'react';
import type { ChatMessage, MessagesReadEvent, TypingEvent } from '@seedmatch/shared/chat';
import { useSocket } from '../../../lib/realtime/socket-context';

type Handlers = {
  onMessage: (message: ChatMessage) => void;
  onRead: (event: MessagesReadEvent) => void;
  onTyping: (event: TypingEvent, isTyping: boolean) => void;
  /** After a reconnect: fetch what was missed while away. */
  onReconnect: () => void;
  /** The conversation closed (block, unmatch). */
  onClosed: () => void;
};

/** Joins one conversation on the shared socket (again after every reconnect) and routes its events. */
export function useRoomSocket(roomId: string | null, handlers: Handlers) {
  const socket = useSocket();
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!socket || !roomId) return;
    const join = () => socket.emit('join:chat', { roomId });
    let hasConnected = socket.connected;
    if (socket.connected) join();
    const onConnect = () => {
      join();
      if (hasConnected) latest.current.onReconnect();
      hasConnected = true;
    };
    const inRoom = (event: { roomId?: string; chatRoomId?: string }) => (event.roomId ?? event.chatRoomId) === roomId;
    const onMessage = (message: ChatMessage) => inRoom(message) && latest.current.onMessage(message);
    const onRead = (event: MessagesReadEvent) => inRoom(event) && latest.current.onRead(event);
    const onStart = (event: TypingEvent) => inRoom(event) && latest.current.onTyping(event, true);
    const onStop = (event: TypingEvent) => inRoom(event) && latest.current.onTyping(event, false);
    const onClosed = (event: { roomId: string }) => inRoom(event) && latest.current.onClosed();
    socket.on('connect', onConnect);
    socket.on('chat:message', onMessage);
    socket.on('chat:messages_read', onRead);
    socket.on('chat:typing_start', onStart);
    socket.on('chat:typing_stop', onStop);
    socket.on('chat:closed', onClosed);
    return () => {
      socket.emit('leave:chat', { roomId });
      socket.off('connect', onConnect);
      socket.off('chat:message', onMessage);
      socket.off('chat:messages_read', onRead);
      socket.off('chat:typing_start', onStart);
      socket.off('chat:typing_stop', onStop);
      socket.off('chat:closed', onClosed);
    };
  }, [socket, roomId]);

  return socket;
}
