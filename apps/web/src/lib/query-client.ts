import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const MAX_RETRIES = 3;

/**
 * Whether a failed query is worth asking again: a lost connection or a server error may pass, a refusal
 * (4xx: not found, not allowed, bad input) will not, and retrying it kept a screen loading for seconds.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/** The one query cache of the app; loaded with the screens that fetch, never by the landing page. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: shouldRetry } },
});
