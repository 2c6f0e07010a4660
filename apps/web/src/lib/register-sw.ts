const SERVICE_WORKER_PATH = '/sw.js';

/** Registers the service worker once the page has loaded; a failure is only logged. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register(SERVICE_WORKER_PATH).catch((error: unknown) => {
      console.log('Service worker registration failed:', error);
    });
  });
}
