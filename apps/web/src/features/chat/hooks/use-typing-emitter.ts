import { useCallback, useEffect, useRef } from 'react';
import { TYPING_STOP_MS } from '@seedmatch/shared/chat';
import { useSocket } from '../../../lib/realtime/socket-context';

/** Tells the other person while the user types; "stopped" follows 1 s without input (docs/product.md#chat). */
export function useTypingEmitter(roomId: string | null) {
  const socket = useSocket();
  const isTyping = useRef(false);
  const timer = useRef<number | undefined>(undefined);

  const stop = useCallback(() => {
    window.clearTimeout(timer.current);
    if (!isTyping.current || !socket || !roomId) return;
    isTyping.current = false;
    socket.emit('chat:typing_stop', { roomId });
  }, [socket, roomId]);

  const onInput = useCallback(() => {
    if (!socket || !roomId) return;
    if (!isTyping.current) {
      isTyping.current = true;
      socket.emit('chat:typing_start', { roomId });
    }
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(stop, TYPING_STOP_MS);
  }, [socket, roomId, stop]);

  useEffect(() => stop, [stop]);
  return { onInput, stop };
}
