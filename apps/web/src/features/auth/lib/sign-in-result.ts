import { SIGN_IN_ERROR_CODES, type LoginMode, type SignInErrorCode } from '@seedmatch/shared/auth';
import { SUSPENDED_MESSAGE } from '@seedmatch/shared/safety';
import { takeSignInNonce } from '../../../lib/auth/sign-in-nonce';

/** The page's own texts: whatever else a link carries is never shown. */
const SIGN_IN_ERROR_TEXTS: Record<SignInErrorCode | 'notStartedHere' | 'unknown', string> = {
  expired: 'Sign-in expired. Please try again.',
  cancelled: 'Sign-in was cancelled.',
  suspended: SUSPENDED_MESSAGE,
  failed: 'Sign-in failed. Please try again.',
  notStartedHere: 'This sign-in was not started in this browser. Please sign in again.',
  unknown: 'Sign-in did not finish. Please try again.',
};

export type SignInResult = { mode: LoginMode } & ({ token: string; error?: never } | { error: string; token?: never });

const isErrorCode = (code: string | null): code is SignInErrorCode => (SIGN_IN_ERROR_CODES as readonly (string | null)[]).includes(code);

function judge(hash: string): SignInResult {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const mode: LoginMode = params.get('mode') === 'popup' ? 'popup' : 'redirect';
  const nonce = params.get('nonce');
  // Used up either way: a nonce answers one sign-in only.
  const startedHere = nonce !== null && takeSignInNonce(nonce);
  const token = params.get('token');
  if (token && startedHere) return { mode, token };
  if (token) return { mode, error: SIGN_IN_ERROR_TEXTS.notStartedHere };
  const code = params.get('error');
  return { mode, error: SIGN_IN_ERROR_TEXTS[isErrorCode(code) ? code : 'unknown'] };
}

let settled: { hash: string; result: SignInResult } | undefined;

/**
 * What the completion page's fragment means for this browser: a token only from a sign-in it started.
 * Judged once per fragment, because judging uses up the nonce and React may render the page twice.
 */
export function readSignInResult(hash: string): SignInResult {
  if (settled?.hash !== hash) settled = { hash, result: judge(hash) };
  return settled.result;
}
