import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import type { Socket } from 'socket.io-client';
import { SOCKET_PATH, type ClientToServerEvents, type ServerToClientEvents } from '@seedmatch/shared/socket-events';
import { useAuth } from '../auth/auth-context';
import { getAuthToken } from '../storage';
import { checkSession } from '../auth/session-check';
import { whenIdle } from '../when-idle';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const SocketContext = createContext<AppSocket | null>(null);

/** The longest the socket waits for the browser to be idle before it connects anyway. */
const CONNECT_WITHIN_MS = 2000;

/**
 * One shared socket for the signed-in app (docs/product.md#realtime-events): authenticated by the session
 * token, websocket first with polling as the fallback. Its code loads only inside the app, never on the
 * landing page, and only once the browser is first idle: on a slow network the screen's own code and data come
 * first (docs/decisions/0059). Whatever came in meanwhile is fetched as the socket joins (a conversation's
 * `onJoined`), and the bell asks the server for its count again on each connect.
 */
export function SocketProvider({ children }: { children: ReactNode }) {
  const { status, identity } = useAuth();
  const [socket, setSocket] = useState<AppSocket | null>(null);
  const uid = identity?.uid;

  useEffect(() => {
    const token = getAuthToken();
    if (status !== 'signed-in' || !token) return;
    let active: AppSocket | null = null;
    let cancelled = false;
    const connect = async () => {
      const { io } = await import('socket.io-client');
      if (cancelled) return;
      // tryAllTransports: without it a WebSocket that cannot open (a proxy that drops upgrades) is retried
      // for ever and polling is never tried.
      active = io({ path: SOCKET_PATH, auth: { token, firebaseUid: uid }, transports: ['websocket', 'polling'], tryAllTransports: true });
      active.on('connect_error', (error) => console.warn('Realtime connection failed:', error.message));
      // The server ends a socket whose session ended (a suspension, a sign-out elsewhere): find out now, not at the next tap.
      active.on('disconnect', (reason) => {
        if (reason === 'io server disconnect') void checkSession();
      });
      setSocket(active);
    };
    const cancelWait = whenIdle(() => void connect(), CONNECT_WITHIN_MS);
    return () => {
      cancelled = true;
      cancelWait();
      active?.disconnect();
      setSocket(null);
    };
  }, [status, uid]);

  return <SocketContext value={socket}>{children}</SocketContext>;
}

/** Listens to one server event while the component is mounted. */
export function useSocketEvent<E extends keyof ServerToClientEvents>(event: E, handler: ServerToClientEvents[E]): void {
  const socket = use(SocketContext);
  useEffect(() => {
    if (!socket) return;
    const listener = handler as never;
    socket.on(event, listener);
    return () => {
      socket.off(event, listener);
    };
  }, [socket, event, handler]);
}

/** The shared socket, or null until it is connected (and always outside the app shell). */
export function useSocket(): AppSocket | null {
  return use(SocketContext);
}
