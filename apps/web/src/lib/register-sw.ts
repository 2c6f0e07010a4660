const SERVICE_WORKER_PATH = '/sw.js';
/** How often an open app asks whether a new version was deployed (and whenever it comes back into view). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

type Listener = () => void;
const listeners = new Set<Listener>();
let waiting: ServiceWorker | null = null;

function offer(worker: ServiceWorker | null): void {
  // Only an update: the first version has no page it would replace.
  if (!worker || !navigator.serviceWorker.controller) return;
  waiting = worker;
  listeners.forEach((listener) => listener());
}

function watch(registration: ServiceWorkerRegistration): void {
  offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer(installing);
    });
  });
  const check = () => void registration.update().catch(() => undefined);
  window.setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && check());
}

/**
 * Registers the service worker once the page has loaded (at once if it already has: the landing page runs
 * the app after its first paint, decision 0058); a failure is only logged.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  const register = () =>
    navigator.serviceWorker.register(SERVICE_WORKER_PATH).then(watch, (error: unknown) => {
      console.log('Service worker registration failed:', error);
    });
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

/** Whether a new version is installed and waiting; `subscribe` is told when one arrives. */
export const updateStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isWaiting: () => waiting !== null,
};

/** Moves to the waiting version: it takes over, and the page reloads into it. */
export function applyUpdate(): void {
  if (!waiting) return;
  // Another tab's Reload may have made it the running version already: only this page is behind.
  if (waiting.state === 'activating' || waiting.state === 'activated') return window.location.reload();
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}
