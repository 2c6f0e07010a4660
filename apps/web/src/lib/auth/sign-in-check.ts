/** The two calls that check who is signed in: the session's identity, and the user it belongs to. */
export const SESSION_PATH = '/auth/session';
export const ME_PATH = '/users/me';

/** Sent as the page starts when a token is stored (main.tsx), so the check does not wait for its own code. */
export const SIGN_IN_CHECK_PATHS = [SESSION_PATH, ME_PATH] as const;
