import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { NEW_MESSAGE_EVENT, UnreadCountSchema, type ChatMessage } from '@seedmatch/shared/chat';
import { apiRequest } from '../../../lib/api-client';
import { useSocket, useSocketEvent } from '../../../lib/realtime/socket-context';

const isChatPath = (pathname: string) => pathname === '/app/chat' || pathname.startsWith('/app/chat/');

/**
 * The bell's unread count (docs/product.md#unread-count): starts from the server's count (and follows each
 * new answer of it), +1 for each new message not yet counted while away from chat, reset on entering a chat
 * path or pressing the bell. The server is asked again each time the socket connects, so what came while it
 * was not (before its first connect, while offline) is counted too, and each time the tab comes back into
 * view, so what was read in another tab meanwhile is not. Every arrival is also announced
 * browser-wide, and `onArrival` hears those that count.
 */
export function useUnreadCount(pathname: string, myId: string, onArrival: (message: ChatMessage) => void) {
  const isOnChat = isChatPath(pathname);
  const [count, setCount] = useState(0);
  const counted = useRef(new Set<string>());
  const { data: initial, dataUpdatedAt } = useQuery({
    queryKey: ['chat', 'unread-count'],
    queryFn: () => apiRequest('/chat/unread-count', { schema: UnreadCountSchema }),
    staleTime: Infinity,
  });
  const socket = useSocket();
  const queryClient = useQueryClient();
  useEffect(() => {
    const recount = () => void queryClient.invalidateQueries({ queryKey: ['chat', 'unread-count'] });
    // Back into view: what was read meanwhile in another tab (or on another device) no longer counts.
    const onVisible = () => document.visibilityState === 'visible' && recount();
    document.addEventListener('visibilitychange', onVisible);
    socket?.on('connect', recount);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      socket?.off('connect', recount);
    };
  }, [socket, queryClient]);

  // Each answer of the server sets the count: the one kept from the last visit first, then today's (decision 0054).
  const [seededAt, setSeededAt] = useState(0);
  if (initial && dataUpdatedAt !== seededAt) {
    setSeededAt(dataUpdatedAt);
    if (!isOnChat) setCount(initial.count);
  }
  const [wasOnChat, setWasOnChat] = useState(isOnChat);
  if (isOnChat !== wasOnChat) {
    setWasOnChat(isOnChat);
    if (isOnChat) setCount(0);
  }

  const onMessage = useCallback(
    (message: ChatMessage) => {
      if (message.senderId === myId) return;
      window.dispatchEvent(new CustomEvent(NEW_MESSAGE_EVENT, { detail: message }));
      if (isOnChat || counted.current.has(message.id)) return;
      counted.current.add(message.id);
      setCount((value) => value + 1);
      onArrival(message);
    },
    [myId, isOnChat, onArrival],
  );
  useSocketEvent('chat:new_message', onMessage);

  const reset = useCallback(() => setCount(0), []);
  return { count, reset };
}
