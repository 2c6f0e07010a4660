import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth/auth-context';
import { useSocket } from '../../../lib/realtime/socket-context';
import { roomsQueryKey } from '../api/get-rooms';
import { flushOutbox, onOutboxDelivered } from '../lib/outbox';

/**
 * Sends the messages written without a connection once there is one, whatever screen is open: at start,
 * when the browser is back online and when the socket (re)connects, which is when the server is back.
 */
export function OutboxSender() {
  const userId = useAuth().user?.id;
  const socket = useSocket();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!userId) return;
    const flush = () => void flushOutbox(userId);
    flush();
    window.addEventListener('online', flush);
    socket?.on('connect', flush);
    const stopListening = onOutboxDelivered(() => void queryClient.invalidateQueries({ queryKey: roomsQueryKey }));
    return () => {
      window.removeEventListener('online', flush);
      socket?.off('connect', flush);
      stopListening();
    };
  }, [userId, socket, queryClient]);

  return null;
}
