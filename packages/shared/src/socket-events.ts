import type { MatchEvent } from './matches';

/** Every socket event, named `domain:verb` as in the spec; one map for server and client. */
export type ServerToClientEvents = {
  authenticated: (payload: { success: boolean; user?: { id: string }; error?: string }) => void;
  'match:new': (payload: MatchEvent) => void;
  'test:pong': (payload: { at: string }) => void;
  error: (payload: { error: string }) => void;
};

export type ClientToServerEvents = {
  authenticate: (payload?: unknown) => void;
  'test:ping': (payload?: unknown) => void;
};

export const SOCKET_PATH = '/socket.io';
