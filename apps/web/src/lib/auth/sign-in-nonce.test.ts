import { expect, it } from 'vitest';
import { startSignInNonce, takeSignInNonce } from './sign-in-nonce';

it('makes a fresh 128-bit nonce per sign-in, good once and for ten minutes', () => {
  const now = Date.now();
  const first = startSignInNonce(now);
  const second = startSignInNonce(now);
  expect(first).toMatch(/^[A-Za-z0-9_-]{22}$/);
  expect(second).not.toBe(first);
  expect(takeSignInNonce(first, now + 1000)).toBe(true);
  expect(takeSignInNonce(first, now + 1000)).toBe(false);
  expect(takeSignInNonce(second, now + 10 * 60 * 1000)).toBe(false);
  expect(takeSignInNonce('never-started-here-xyz', now)).toBe(false);
});

it('keeps a popup nonce alive when its redirect fallback starts another', () => {
  const popup = startSignInNonce();
  const redirect = startSignInNonce();
  expect(takeSignInNonce(redirect)).toBe(true);
  expect(takeSignInNonce(popup)).toBe(true);
  expect(window.localStorage.getItem('pendingSignIns')).toBeNull();
});
