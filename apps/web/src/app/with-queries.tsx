import type { ReactNode } from 'react';
import { QueryClientProvider, useIsRestoring } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { PageSkeleton } from '../components/ui/page-skeleton';
import { useAuth } from '../lib/auth/auth-context';
import { queryClient } from '../lib/query-client';
import { cacheBuster, PERSISTED_FOR_MS, queryPersister } from '../lib/query-persister';

/** The screen waits for the stored cache (a few milliseconds) so it opens on what it last showed. */
function Restored({ children }: { children: ReactNode }) {
  return useIsRestoring() ? <PageSkeleton /> : children;
}

/**
 * Screens that fetch data get the shared query cache; the landing page loads none of this. A signed-in
 * user's cache is kept in IndexedDB, so a start without a connection shows what was last loaded.
 */
export function WithQueries({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  if (!user) return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={{ persister: queryPersister, buster: cacheBuster(user.id), maxAge: PERSISTED_FOR_MS }}
      // What was kept shows at once, and every screen asks afresh as it opens (when it can): a start is a refresh.
      onSuccess={() => void queryClient.invalidateQueries()}
    >
      <Restored>{children}</Restored>
    </PersistQueryClientProvider>
  );
}
