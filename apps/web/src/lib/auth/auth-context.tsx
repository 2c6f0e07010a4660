import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Identity } from '@seedmatch/shared/auth';
import { resolveRole, type Role } from '@seedmatch/shared/roles';
import type { CurrentUser } from '@seedmatch/shared/users';
import { ApiError } from '../api-client';
import {
  STORAGE_KEYS,
  clearSignedInData,
  getAuthToken,
  getSelectedRole,
  setAuthToken,
  setRedirectToSwipe,
} from '../storage';
import { startSignIn } from './sign-in';

export type AuthStatus = 'loading' | 'signed-out' | 'signed-in' | 'error';

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

export const authQueryKey = (token: string | null) => ['auth', token] as const;

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState(getAuthToken);
  const [isSigningIn, setIsSigningIn] = useState(false);

  // Another tab (or the sign-in popup) signing in or out changes this tab too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === STORAGE_KEYS.authToken) setToken(getAuthToken());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const signOutLocally = useCallback(() => {
    clearSignedInData();
    setToken(null);
    queryClient.removeQueries();
  }, [queryClient]);

  const query = useQuery({
    queryKey: authQueryKey(token),
    queryFn: async () => {
      try {
        // Loaded on demand: a signed-out visitor's landing page needs none of it.
        const { loadSignedIn } = await import('./auth-api');
        return await loadSignedIn(getSelectedRole() ?? 'FOUNDER');
      } catch (error) {
        // A revoked or expired session is simply signed out, here and in every tab.
        if (error instanceof ApiError && error.status === 401) signOutLocally();
        throw error;
      }
    },
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
  });

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

  const value = useMemo<AuthValue>(() => {
    let status: AuthStatus = 'signed-out';
    if (token && query.isPending) status = 'loading';
    else if (token && query.data) status = 'signed-in';
    else if (token && query.error) status = 'error';
    const user = status === 'signed-in' ? (query.data?.user ?? null) : null;
    return {
      status,
      identity: status === 'signed-in' ? (query.data?.identity ?? null) : null,
      user,
      role: resolveRole(user?.role, getSelectedRole()),
      isSigningIn,
      error: status === 'error' ? (query.error?.message ?? null) : null,
      signIn,
      signOut,
      completeSignIn,
      retry: () => void query.refetch(),
    };
  }, [token, query, isSigningIn, signIn, signOut, completeSignIn]);

  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthValue {
  const value = use(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
