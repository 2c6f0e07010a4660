import { useSyncExternalStore } from 'react';

/** Tailwind's `lg` breakpoint: from here the shell has a side navigation and the chat two panes (docs/decisions/0040). */
const WIDE_QUERY = '(min-width: 64rem)';

let query: MediaQueryList | null | undefined;
/** One MediaQueryList for every subscriber and snapshot; without matchMedia (jsdom) the phone layout shows. */
function wideQuery(): MediaQueryList | null {
  if (query === undefined) query = typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_QUERY) : null;
  return query;
}

function subscribe(onChange: () => void) {
  const query = wideQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** True while the window is at least 1024 px wide; follows resizes. */
export function useIsWide(): boolean {
  return useSyncExternalStore(subscribe, () => wideQuery()?.matches ?? false);
}
