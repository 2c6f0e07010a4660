import { del, get, set } from 'idb-keyval';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';

const KEY = 'seedmatch-queries';
const WRITE_EVERY_MS = 250;

/** How long what a screen last loaded is kept for a start without a connection (decision 0054). */
export const PERSISTED_FOR_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * What the stored cache must match to be used: the same user and the same build. The entry script's name
 * carries a hash of the whole build, so data cached by an older version, whose shapes may differ, is dropped.
 */
export function cacheBuster(userId: string): string {
  const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? '';
  return `${userId} ${entry}`;
}

let latest: PersistedClient | null = null;
let timer: number | undefined;

function writeLatest() {
  window.clearTimeout(timer);
  timer = undefined;
  const client = latest;
  latest = null;
  if (client) set(KEY, client).catch((error: unknown) => console.warn('Could not keep the data for offline use:', error));
}

// A page closed or reloaded in between tries to keep what it showed last (the browser may cut the write short).
window.addEventListener('pagehide', writeLatest);

/**
 * The query cache in IndexedDB (idb-keyval): written at most four times a second, and when the page goes; a
 * browser without IndexedDB (or out of space) simply keeps nothing.
 */
export const queryPersister: Persister = {
  persistClient: (client) => {
    latest = client;
    timer ??= window.setTimeout(writeLatest, WRITE_EVERY_MS);
  },
  restoreClient: () => get<PersistedClient>(KEY),
  removeClient: async () => {
    window.clearTimeout(timer);
    timer = undefined;
    latest = null;
    await del(KEY).catch((error: unknown) => console.warn('Could not forget the data kept for offline use:', error));
  },
};
