import { QueryClient } from '@tanstack/react-query';

/** The one query cache of the app; loaded with the screens that fetch, never by the landing page. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false } },
});
