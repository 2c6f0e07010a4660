import { AUTH_TOKEN_STORAGE_KEY } from '@seedmatch/shared/landing-boot';
import { isRole, type Role } from '@seedmatch/shared/roles';

/** The local storage keys (docs/product.md#local-storage), in one place. */
export const STORAGE_KEYS = {
  authToken: AUTH_TOKEN_STORAGE_KEY,
  selectedRole: 'selectedRole',
  referralCode: 'referralCode',
  dbUserIdPrefix: 'dbUserId_',
  signedInSnapshot: 'signedInSnapshot',
  chatOutbox: 'chatOutbox',
  draftPrefix: 'draft:',
} as const;

const REDIRECT_FLAG = 'redirectToSwipe';
/** Sign-ins this browser started and has not finished (lib/auth/sign-in-nonce.ts). */
const PENDING_SIGN_INS = 'pendingSignIns';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Whether it was stored: storage can be unavailable (private mode, quota); the app still works for this page view. */
function write(key: string, value: string | null): boolean {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export const getAuthToken = () => read(STORAGE_KEYS.authToken);
export const setAuthToken = (token: string | null) => write(STORAGE_KEYS.authToken, token);

export function getSelectedRole(): Role | null {
  const role = read(STORAGE_KEYS.selectedRole);
  return isRole(role) ? role : null;
}
export const setSelectedRole = (role: Role) => write(STORAGE_KEYS.selectedRole, role);

export const getReferralCode = () => read(STORAGE_KEYS.referralCode);
export const setReferralCode = (code: string) => write(STORAGE_KEYS.referralCode, code);

export const setDbUserId = (uid: string, userId: string) => write(`${STORAGE_KEYS.dbUserIdPrefix}${uid}`, userId);

export const getSignedInSnapshot = () => read(STORAGE_KEYS.signedInSnapshot);
export const setSignedInSnapshot = (value: string) => write(STORAGE_KEYS.signedInSnapshot, value);
export const getChatOutbox = () => read(STORAGE_KEYS.chatOutbox);
export const setChatOutbox = (value: string | null) => write(STORAGE_KEYS.chatOutbox, value);
/** What a form (or a conversation's message box) holds, unsent, under its name; null removes it. */
export const getDraft = (name: string) => read(`${STORAGE_KEYS.draftPrefix}${name}`);
export const setDraft = (name: string, value: string | null) => write(`${STORAGE_KEYS.draftPrefix}${name}`, value);

export const getPendingSignIns = () => read(PENDING_SIGN_INS);
export const setPendingSignIns = (value: string | null) => write(PENDING_SIGN_INS, value);

/** On sign-out: the token, every stored backend user id, the signed-in snapshot, unsent messages and drafts go. */
export function clearSignedInData(): void {
  write(STORAGE_KEYS.authToken, null);
  write(STORAGE_KEYS.signedInSnapshot, null);
  write(STORAGE_KEYS.chatOutbox, null);
  try {
    const prefixes = [STORAGE_KEYS.dbUserIdPrefix, STORAGE_KEYS.draftPrefix];
    const keys = Object.keys(window.localStorage).filter((key) => prefixes.some((prefix) => key.startsWith(prefix)));
    keys.forEach((key) => window.localStorage.removeItem(key));
  } catch {
    // Nothing stored to clear.
  }
}

/** The one-time "send to the swipe deck after sign-in" flag survives the redirect sign-in's reload. */
export function setRedirectToSwipe(): void {
  try {
    window.sessionStorage.setItem(REDIRECT_FLAG, '1');
  } catch {
    // Without session storage the user simply stays where they are.
  }
}
export function hasRedirectToSwipe(): boolean {
  try {
    return window.sessionStorage.getItem(REDIRECT_FLAG) === '1';
  } catch {
    return false;
  }
}
export function clearRedirectToSwipe(): void {
  try {
    window.sessionStorage.removeItem(REDIRECT_FLAG);
  } catch {
    // Nothing to clear.
  }
}
