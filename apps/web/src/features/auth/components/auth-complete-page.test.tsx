import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderAt, signedOutAuth } from '../../../testing/render';
import { startSignInNonce } from '../../../lib/auth/sign-in-nonce';
import { AuthCompletePage } from './auth-complete-page';

let tokens = 0;
const aToken = () => `token-${(tokens += 1)}-${'x'.repeat(30)}`;

function landWith(fragment: Record<string, string>) {
  window.history.replaceState(null, '', `/auth/complete#${new URLSearchParams(fragment).toString()}`);
  const completeSignIn = vi.fn();
  const { container } = renderAt(<AuthCompletePage />, { path: '/auth/complete', auth: signedOutAuth({ completeSignIn }) });
  return { completeSignIn, container };
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('AuthCompletePage', () => {
  it('signs this tab in with the token of a sign-in it started, and forgets the fragment', () => {
    const token = aToken();
    const { completeSignIn } = landWith({ mode: 'redirect', nonce: startSignInNonce(), token });
    expect(completeSignIn).toHaveBeenCalledWith(token);
    expect(window.location.hash).toBe('');
  });

  it('refuses a token this browser did not ask for: no nonce, an unknown one, or one already used', () => {
    const nonce = startSignInNonce();
    landWith({ mode: 'redirect', nonce, token: aToken() });
    const fragments: Record<string, string>[] = [
      { token: aToken() },
      { nonce: 'n'.repeat(22), token: aToken() },
      { nonce, token: aToken() },
    ];
    for (const fragment of fragments) {
      cleanup();
      const { completeSignIn } = landWith({ mode: 'redirect', ...fragment });
      expect(completeSignIn).not.toHaveBeenCalled();
      expect(screen.getByText('This sign-in was not started in this browser. Please sign in again.')).toBeTruthy();
      expect(window.localStorage.getItem('authToken')).toBeNull();
    }
  });

  it('stores a popup token for the opener and closes, only for a sign-in started here', () => {
    const close = vi.fn();
    vi.stubGlobal('opener', {});
    vi.spyOn(window, 'close').mockImplementation(close);
    const token = aToken();
    landWith({ mode: 'popup', nonce: startSignInNonce(), token });
    expect(window.localStorage.getItem('authToken')).toBe(token);
    expect(close).toHaveBeenCalledTimes(1);

    window.localStorage.clear();
    landWith({ mode: 'popup', nonce: 'm'.repeat(22), token: aToken() });
    expect(window.localStorage.getItem('authToken')).toBeNull();
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('shows its own text for a known error code and never the text a link carries', () => {
    landWith({ mode: 'popup', nonce: startSignInNonce(), error: 'suspended' });
    expect(screen.getByRole('heading', { name: 'Sign-in did not finish' })).toBeTruthy();
    expect(screen.getByText('This account is suspended.')).toBeTruthy();

    cleanup();
    const bait = 'Your account is locked. Call +1 555 0100 now.';
    const { container } = landWith({ error: bait });
    expect(container.textContent).not.toContain(bait);
    expect(screen.getByText('Sign-in did not finish. Please try again.')).toBeTruthy();
  });
});
