import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Button } from '../components/ui/button';
import { PageSkeleton } from '../components/ui/page-skeleton';
import { useAuth } from '../lib/auth/auth-context';

/** Protected routes: the screen's skeleton while auth loads, / without a user, the content with one. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, error, retry } = useAuth();
  const hasFailed = status === 'error';
  // A check that failed for want of a connection is tried again the moment the connection is back.
  useEffect(() => {
    if (!hasFailed) return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [hasFailed, retry]);
  if (status === 'loading') return <PageSkeleton />;
  if (hasFailed) {
    return (
      <div role="alert" className="mx-auto max-w-sm p-8 text-center">
        <p className="font-semibold">We couldn't reach SeedMatch.</p>
        <p className="mt-1 text-sm text-zinc-600">{error}</p>
        <Button onClick={retry} className="mt-4">
          Try Again
        </Button>
      </div>
    );
  }
  if (status === 'signed-out') return <Navigate to="/" replace />;
  return children;
}
