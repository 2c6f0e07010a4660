import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { PERSISTED_FOR_MS, queryPersister } from './query-persister';
import { MUTATION_DEFAULTS } from './mutation-defaults';

const MAX_RETRIES = 3;

/**
 * Whether a failed query is worth asking again: a lost connection or a server error may pass, a refusal
 * (4xx: not found, not allowed, bad input) will not, and retrying it kept a screen loading for seconds.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/**
 * The one query cache of the app; loaded with the screens that fetch, never by the landing page. What a
 * screen loaded stays as long as it is kept for offline use (`gcTime`), or the stored copy would lose it.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    // Back online, every screen on show asks afresh: what it shows may be from before the connection went.
    queries: { staleTime: 30_000, gcTime: PERSISTED_FOR_MS, refetchOnWindowFocus: false, refetchOnReconnect: 'always', retry: shouldRetry },
    mutations: MUTATION_DEFAULTS,
  },
});

// TanStack Query takes itself to be online until told otherwise; an app opened offline would fetch at once
// and fail, where it should show what it kept and wait.
onlineManager.setOnline(navigator.onLine);

/** Signing out forgets the cache, in memory and on the device. */
export async function forgetQueries(): Promise<void> {
  queryClient.clear();
  await queryPersister.removeClient();
}
