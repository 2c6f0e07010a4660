import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../../../lib/auth/auth-context';
import { setAuthToken } from '../../../lib/storage';

type Outcome = { mode: string; token: string | null; error: string | null };

function readFragment(): Outcome {
  const params = new URLSearchParams(window.location.hash.slice(1));
  return { mode: params.get('mode') ?? 'redirect', token: params.get('token'), error: params.get('error') };
}

/**
 * Where sign-in lands. In the popup, the token is stored (same origin, so the opener sees it)
 * and the popup closes; after a full-page redirect, this tab signs in and moves on.
 */
export function AuthCompletePage() {
  const { completeSignIn } = useAuth();
  const navigate = useNavigate();
  const [outcome] = useState(readFragment);

  useEffect(() => {
    window.history.replaceState(null, '', window.location.pathname);
    if (!outcome.token) return;
    if (outcome.mode === 'popup' && window.opener) {
      setAuthToken(outcome.token);
      window.close();
      return;
    }
    completeSignIn(outcome.token);
    void navigate('/', { replace: true });
  }, [outcome, completeSignIn, navigate]);
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      {outcome.error ? (
        <>
          <h1 className="text-xl font-bold">Sign-in did not finish</h1>
          <p className="text-zinc-600">{outcome.error}</p>
          <Link to="/" className="rounded-xl bg-brand-700 px-5 py-3 font-semibold text-white">
            Back to SeedMatch
          </Link>
        </>
      ) : (
        <p role="status" className="font-medium text-brand-700">
          Signing you in...
        </p>
      )}
    </main>
  );
}
