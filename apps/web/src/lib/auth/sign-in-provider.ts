import { useEffect, useState } from 'react';
import type { PublicConfig } from '@seedmatch/shared/auth';

type Provider = PublicConfig['signInProvider'];

let provider: Promise<Provider | null> | undefined;

const isProvider = (value: unknown): value is Provider => value === 'local' || value === 'google';

/** What the server wrote into the page it sent (app-page.ts); absent from the dev server's and the offline copy. */
function providerInPage(): Provider | null {
  const content = document.querySelector<HTMLMetaElement>('meta[name="seedmatch-sign-in"]')?.content;
  return isProvider(content) ? content : null;
}

/**
 * Which sign-in the server runs, asked once per page load. Read by hand rather than with the shared
 * schema: this runs on the landing page, whose script carries no zod.
 */
function fetchSignInProvider(): Promise<Provider | null> {
  provider ??= fetch('/api/config')
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
    .then((body) => {
      const value = body && typeof body === 'object' ? (body as Record<string, unknown>).signInProvider : null;
      return isProvider(value) ? value : null;
    })
    .catch(() => null);
  return provider;
}

/** True once the server says sign-in goes through its built-in issuer (anyone, any e-mail). */
export function useIsLocalSignIn(): boolean {
  const [inPage] = useState(providerInPage);
  const [isLocal, setIsLocal] = useState(inPage === 'local');
  useEffect(() => {
    if (inPage) return;
    let live = true;
    void fetchSignInProvider().then((value) => live && setIsLocal(value === 'local'));
    return () => {
      live = false;
    };
  }, [inPage]);
  return isLocal;
}
