import { getAuthToken } from '../storage';

const LOGIN_PATH = '/api/auth/login';
const POPUP_FEATURES = 'popup=yes,width=480,height=680';
const CLOSED_POLL_MS = 400;
/** After the popup closes, the token it stored may still be on its way through storage events. */
const CLOSED_GRACE_MS = 600;

export type SignInOutcome = 'signed-in' | 'redirecting';

function redirectSignIn(): SignInOutcome {
  window.location.assign(`${LOGIN_PATH}?mode=redirect`);
  return 'redirecting';
}

/**
 * Opens sign-in in a popup; falls back to a full-page redirect when the popup is blocked or
 * closed without signing in. The popup's completion page stores the token itself (same origin).
 */
export function startSignIn(): Promise<SignInOutcome> {
  const tokenBefore = getAuthToken();
  const popup = window.open(`${LOGIN_PATH}?mode=popup`, 'seedmatch-sign-in', POPUP_FEATURES);
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
