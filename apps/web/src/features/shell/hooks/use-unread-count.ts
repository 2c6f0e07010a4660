import { useCallback, useState } from 'react';

/**
 * The bell's unread count (§4): reset on entering a chat path or pressing the bell.
 * The chat slice feeds it from the server's count and incoming messages.
 */
export function useUnreadCount(pathname: string) {
  const [count, setCount] = useState(0);
  const isOnChat = pathname === '/app/chat' || pathname.startsWith('/app/chat/');
  const [wasOnChat, setWasOnChat] = useState(isOnChat);
  if (isOnChat !== wasOnChat) {
    setWasOnChat(isOnChat);
    if (isOnChat) setCount(0);
  }
  const reset = useCallback(() => setCount(0), []);
  return { count, reset };
}
