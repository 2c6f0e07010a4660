import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { aUser } from '../../testing/users';
import { renderAt, signedOutAuth } from '../../testing/render';
import { setAuthToken } from '../storage';
import { SocketProvider, useSocket } from './socket-context';

const { io } = vi.hoisted(() => ({ io: vi.fn(() => ({ on: vi.fn(), disconnect: vi.fn() })) }));
vi.mock('socket.io-client', () => ({ io }));

function SocketState() {
  return <p>{useSocket() ? 'socket ready' : 'no socket'}</p>;
}

const signedIn = signedOutAuth({ status: 'signed-in', user: aUser(), identity: { uid: 'uid-1' } as never });
let idle: { run: IdleRequestCallback; timeout?: number } | null;
const cancelIdleCallback = vi.fn();

beforeEach(() => {
  idle = null;
  io.mockClear();
  cancelIdleCallback.mockClear();
  vi.stubGlobal('requestIdleCallback', (run: IdleRequestCallback, options?: IdleRequestOptions) => {
    idle = { run, timeout: options?.timeout };
    return 7;
  });
  vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
  setAuthToken('token-1');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setAuthToken(null);
});

const renderProvider = () =>
  renderAt(
    <SocketProvider>
      <SocketState />
    </SocketProvider>,
    { auth: signedIn },
  );

describe('SocketProvider', () => {
  it('connects only once the browser is idle, and at the latest two seconds on', async () => {
    renderProvider();
    await act(async () => undefined);
    expect(io).not.toHaveBeenCalled();
    expect(idle?.timeout).toBe(2000);

    await act(async () => idle!.run({ didTimeout: false, timeRemaining: () => 10 }));
    expect(io).toHaveBeenCalledOnce();
    expect(io).toHaveBeenCalledWith(expect.objectContaining({ auth: { token: 'token-1', firebaseUid: 'uid-1' } }));
    expect(await screen.findByText('socket ready')).toBeTruthy();
  });

  it('never connects when the app leaves before the browser was idle', async () => {
    const { unmount } = renderProvider();
    await act(async () => undefined);
    unmount();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
    expect(io).not.toHaveBeenCalled();
  });
});
