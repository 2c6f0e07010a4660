import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Identity } from '@seedmatch/shared/auth';
import { resolveRole, type Role } from '@seedmatch/shared/roles';
import type { CurrentUser } from '@seedmatch/shared/users';
import { ApiError, onSessionEnded } from '../api-client';
import type { SignedIn } from './auth-api';
import { STORAGE_KEYS, clearSignedInData, getAuthToken, getSelectedRole, setAuthToken, setRedirectToSwipe } from '../storage';
import { startSignIn } from './sign-in';

type AuthStatus = 'loading' | 'signed-out' | 'signed-in' | 'error';

export type AuthValue = {
  status: AuthStatus;
  identity: Identity | null;
  user: CurrentUser | null;
  role: Role;
  isSigningIn: boolean;
  error: string | null;
  signIn: () => Promise<void>;
  signOut: () => Promise<void>;
  completeSignIn: (token: string) => void;
  retry: () => void;
};

/** Exported for tests, which supply a signed-in or signed-out value directly. */
export const AuthContext = createContext<AuthValue | null>(null);

type Loaded = { token: string | null; data?: SignedIn; error?: Error };

/** The query cache, in memory and on the device (loaded with the screens that fetch, so imported here on demand). */
const forgetKeptData = () => void import('../query-client').then(({ forgetQueries }) => forgetQueries());

/** How often a start-up on the last known user asks the server again while it cannot be reached. */
const RECHECK_MS = 30_000;

export function AuthProvider({ children }: { children: ReactNode }) {
  const [token, setToken] = useState(getAuthToken);
  const [loaded, setLoaded] = useState<Loaded>({ token: null });
  const [attempt, setAttempt] = useState(0);
  const [isSigningIn, setIsSigningIn] = useState(false);

  // Another tab (or the sign-in popup) signing in or out changes this tab too. What this tab holds of whoever
  // was signed in goes with them: kept in memory it showed on the next person's screens, and its copy for
  // offline use, written up to a second late, landed after the other tab had cleared the device.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== STORAGE_KEYS.authToken) return;
      if (event.key === null || event.oldValue !== null) forgetKeptData();
      setToken(getAuthToken());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const signOutLocally = useCallback(() => {
    clearSignedInData();
    setToken(null);
    setLoaded({ token: null });
    forgetKeptData();
  }, []);

  // Any call the server refuses for this session (signed out everywhere, expired) signs this tab out.
  useEffect(() => onSessionEnded(signOutLocally), [signOutLocally]);

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    // Loaded on demand: a signed-out visitor's landing page needs none of it.
    import('./auth-api')
      .then(({ loadSignedInOrLastKnown }) => loadSignedInOrLastKnown(getSelectedRole() ?? 'FOUNDER'))
      .then(
        // Still unreachable: what is on screen stays as it is.
        (data) => !cancelled && setLoaded((shown) => (data.isLastKnown && shown.token === token && shown.data ? shown : { token, data })),
        (error: unknown) => {
          if (cancelled) return;
          // A revoked or expired session is simply signed out, here and in every tab.
          if (error instanceof ApiError && error.status === 401) signOutLocally();
          else setLoaded({ token, error: error instanceof Error ? error : new Error(String(error)) });
        },
      );
    return () => {
      cancelled = true;
    };
  }, [token, attempt, signOutLocally]);

  // Started offline as the user last seen: checked again, with that user kept on screen, once it can be.
  const isLastKnown = loaded.data?.isLastKnown === true;
  useEffect(() => {
    if (!isLastKnown) return;
    const check = () => setAttempt((n) => n + 1);
    window.addEventListener('online', check);
    const timer = window.setInterval(check, RECHECK_MS);
    return () => {
      window.removeEventListener('online', check);
      window.clearInterval(timer);
    };
  }, [isLastKnown]);

  const completeSignIn = useCallback((newToken: string) => {
    setAuthToken(newToken);
    setRedirectToSwipe();
    setToken(newToken);
  }, []);

  const signIn = useCallback(async () => {
    setIsSigningIn(true);
    try {
      const outcome = await startSignIn();
      if (outcome === 'signed-in') completeSignIn(getAuthToken() ?? '');
    } finally {
      setIsSigningIn(false);
    }
  }, [completeSignIn]);

  const signOut = useCallback(async () => {
    const { revokeSession } = await import('./auth-api');
    await revokeSession();
    signOutLocally();
  }, [signOutLocally]);

  const retry = useCallback(() => {
    setLoaded({ token: null });
    setAttempt((n) => n + 1);
  }, []);

  const value = useMemo<AuthValue>(() => {
    const current = token && loaded.token === token ? loaded : null;
    let status: AuthStatus = 'signed-out';
    if (token && !current) status = 'loading';
    else if (current?.data) status = 'signed-in';
    else if (current?.error) status = 'error';
    const user = current?.data?.user ?? null;
    return {
      status,
      identity: current?.data?.identity ?? null,
      user,
      role: resolveRole(user?.role, getSelectedRole()),
      isSigningIn,
      error: current?.error?.message ?? null,
      signIn,
      signOut,
      completeSignIn,
      retry,
    };
  }, [token, loaded, isSigningIn, signIn, signOut, completeSignIn, retry]);

  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthValue {
  const value = use(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
