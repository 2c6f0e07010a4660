/*
 * Web push in SeedMatch's service worker (docs/decisions/0048); the generated sw.js loads it. A push shows a
 * notification unless SeedMatch is the focused window on this device, where the app already shows it; a tap
 * opens the screen the push names.
 */
self.addEventListener('push', (event) => {
  event.waitUntil(showPush(event.data));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openScreen(event.notification.data && event.notification.data.url));
});

async function showPush(data) {
  let payload;
  try {
    payload = data ? data.json() : null;
  } catch {
    payload = null;
  }
  if (!payload || typeof payload.title !== 'string') return;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (windows.some((client) => client.focused)) return;
  await self.registration.showNotification(payload.title, {
    body: payload.body,
    tag: payload.tag,
    icon: '/icon.svg',
    data: { url: payload.url },
  });
}

/** Only a screen of this app: a push can never send the user elsewhere. */
async function openScreen(path) {
  const target = new URL(typeof path === 'string' ? path : '/app', self.location.origin);
  const url = target.origin === self.location.origin ? target.href : new URL('/app', self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open && 'navigate' in open) {
    await open.focus();
    return open.navigate(url);
  }
  return self.clients.openWindow(url);
}
