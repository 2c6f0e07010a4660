import { useEffect, useState } from 'react';
import type { PublicConfig } from '@seedmatch/shared/auth';

type Provider = PublicConfig['signInProvider'];

let provider: Promise<Provider | null> | undefined;

/**
 * Which sign-in the server runs, asked once per page load. Read by hand rather than with the shared
 * schema: this runs on the landing page, whose script carries no zod.
 */
function fetchSignInProvider(): Promise<Provider | null> {
  provider ??= fetch('/api/config')
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
    .then((body) => {
      const value = body && typeof body === 'object' ? (body as Record<string, unknown>).signInProvider : null;
      return value === 'local' || value === 'google' ? value : null;
    })
    .catch(() => null);
  return provider;
}

/** True once the server says sign-in goes through its built-in issuer (anyone, any e-mail). */
export function useIsLocalSignIn(): boolean {
  const [isLocal, setIsLocal] = useState(false);
  useEffect(() => {
    let live = true;
    void fetchSignInProvider().then((value) => live && setIsLocal(value === 'local'));
    return () => {
      live = false;
    };
  }, []);
  return isLocal;
}
