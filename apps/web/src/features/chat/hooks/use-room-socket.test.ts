import { describe, expect, it, vi } from 'vitest';
import type { AppSocket } from '../../../lib/realtime/socket-context';
import { joinRoom } from './use-room-socket';

type Listener = (...args: unknown[]) => void;

/** The socket as the hook uses it: events on and off, and emits whose acks the test answers. */
function fakeSocket() {
  const listeners = new Map<string, Set<Listener>>();
  const acks: (() => void)[] = [];
  return {
    connected: true,
    acks,
    emitted: [] as string[],
    on(event: string, listener: Listener) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
    },
    off(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
    },
    emit(event: string, _payload: unknown, ack?: () => void) {
      this.emitted.push(event);
      if (ack) acks.push(ack);
    },
    fire(event: string) {
      listeners.get(event)?.forEach((listener) => listener());
    },
  };
}

describe('joinRoom', () => {
  it('catches up only once the server has the socket in the room, at first and after a reconnect', () => {
    const socket = fakeSocket();
    const onJoined = vi.fn();
    const handlers = { onMessage: vi.fn(), onRead: vi.fn(), onTyping: vi.fn(), onClosed: vi.fn(), onJoined };
    const leave = joinRoom(socket as unknown as AppSocket, 'room-1', () => handlers);
    expect(socket.emitted).toEqual(['join:chat']);
    expect(onJoined).not.toHaveBeenCalled();
    socket.acks.shift()!();
    expect(onJoined).toHaveBeenCalledTimes(1);

    socket.fire('connect');
    expect(socket.emitted).toEqual(['join:chat', 'join:chat']);
    expect(onJoined).toHaveBeenCalledTimes(1);
    socket.acks.shift()!();
    expect(onJoined).toHaveBeenCalledTimes(2);
    leave();
    expect(socket.emitted.at(-1)).toBe('leave:chat');
    socket.fire('connect');
    expect(socket.emitted.at(-1)).toBe('leave:chat');
  });
});
