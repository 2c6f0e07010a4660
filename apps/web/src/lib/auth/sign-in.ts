import { getAuthToken } from '../storage';
import { startSignInNonce } from './sign-in-nonce';

const LOGIN_PATH = '/api/auth/login';
const POPUP_FEATURES = 'popup=yes,width=480,height=680';
const CLOSED_POLL_MS = 400;
/** After the popup closes, the token it stored may still be on its way through storage events. */
const CLOSED_GRACE_MS = 600;

export type SignInOutcome = 'signed-in' | 'redirecting';

/** The login address for one new sign-in, with the nonce its result has to come back with. */
const loginUrl = (mode: 'popup' | 'redirect') => `${LOGIN_PATH}?mode=${mode}&nonce=${startSignInNonce()}`;

function redirectSignIn(): SignInOutcome {
  window.location.assign(loginUrl('redirect'));
  return 'redirecting';
}

/**
 * Opens sign-in in a popup; falls back to a full-page redirect when the popup is blocked or
 * closed without signing in. The popup's completion page stores the token itself (same origin).
 */
export function startSignIn(): Promise<SignInOutcome> {
  const tokenBefore = getAuthToken();
  const popup = window.open(loginUrl('popup'), 'seedmatch-sign-in', POPUP_FEATURES);
  if (!popup) return Promise.resolve(redirectSignIn());

  return new Promise((resolve) => {
    let done = false;
    const gotNewToken = () => {
      const token = getAuthToken();
      return Boolean(token) && token !== tokenBefore;
    };
    const finish = (outcome: () => SignInOutcome) => {
      if (done) return;
      done = true;
      window.clearInterval(timer);
      window.removeEventListener('storage', onStorage);
      resolve(outcome());
    };
    const onStorage = () => {
      if (gotNewToken()) finish(() => 'signed-in');
    };
    const timer = window.setInterval(() => {
      if (!popup.closed) return;
      window.clearInterval(timer);
      window.setTimeout(() => finish(() => (gotNewToken() ? 'signed-in' : redirectSignIn())), CLOSED_GRACE_MS);
    }, CLOSED_POLL_MS);
    window.addEventListener('storage', onStorage);
  });
}
