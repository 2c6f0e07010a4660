import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth/auth-context';
import { setAuthToken } from '../../../lib/storage';
import { readSignInResult } from '../lib/sign-in-result';

/**
 * Where sign-in lands. A token counts only for a sign-in this browser started (decision 0016). In the
 * popup, the token is stored (same origin, so the opener sees it) and the popup closes; after a
 * full-page redirect, this tab signs in and moves on.
 */
export function AuthCompletePage() {
  const { completeSignIn } = useAuth();
  const navigate = useNavigate();
  const [result] = useState(() => readSignInResult(window.location.hash));

  useEffect(() => {
    window.history.replaceState(null, '', window.location.pathname);
    if (!result.token) return;
    if (result.mode === 'popup' && window.opener) {
      setAuthToken(result.token);
      window.close();
      return;
    }
    completeSignIn(result.token);
    void navigate('/', { replace: true });
  }, [result, completeSignIn, navigate]);
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      {result.error ? (
        <>
          <h1 className="text-xl font-bold">Sign-in did not finish</h1>
          <p className="text-zinc-600">{result.error}</p>
          <ButtonLink to="/" size="lg">
            Back to SeedMatch
          </ButtonLink>
        </>
      ) : (
        <p role="status" className="font-medium text-brand-700">
          Signing you in...
        </p>
      )}
    </main>
  );
}
