import fs from 'node:fs';
import path from 'node:path';
import { expect, it, vi } from 'vitest';

const SOURCE = fs.readFileSync(path.resolve(import.meta.dirname, '../../public/push-sw.js'), 'utf8');
const ORIGIN = 'https://seedmatch.test';

type FakeWindow = { url: string; focused: boolean; focus: () => Promise<void>; navigate: (url: string) => Promise<void> };

const aWindow = (url: string, focused = false): FakeWindow => ({
  url,
  focused,
  focus: vi.fn(async () => undefined),
  navigate: vi.fn(async () => undefined),
});

/** public/push-sw.js in a service worker of its own: its windows, the notifications it shows and the windows it opens. */
function serviceWorker(windows: FakeWindow[]) {
  const listeners: Record<string, (event: unknown) => void> = {};
  const shown: { title: string; options: NotificationOptions }[] = [];
  const opened: string[] = [];
  const worker = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = listener),
    clients: { matchAll: async () => windows, openWindow: async (url: string) => opened.push(url) },
    registration: { showNotification: async (title: string, options: NotificationOptions) => shown.push({ title, options }) },
  };
  new Function('self', SOURCE)(worker);
  const dispatch = async (type: string, event: object) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners[type]!({ ...event, waitUntil: (promise: Promise<unknown>) => (work = promise) });
    await work;
  };
  return {
    shown,
    opened,
    push: (payload: unknown) => dispatch('push', { data: { json: () => payload } }),
    tap: (url: unknown) => dispatch('notificationclick', { notification: { close: vi.fn(), data: { url } } }),
  };
}

const MESSAGE = { kind: 'message', title: 'Ada Lovelace', body: 'Coffee on Friday?', url: '/app/chat?room=r1', tag: 'room:r1' };

it('shows a push with its text, tag and screen when SeedMatch is not the focused window', async () => {
  const worker = serviceWorker([aWindow(`${ORIGIN}/app/swipe`)]);
  await worker.push(MESSAGE);
  expect(worker.shown).toEqual([
    {
      title: 'Ada Lovelace',
      options: { body: 'Coffee on Friday?', tag: 'room:r1', icon: '/icon.svg', data: { url: '/app/chat?room=r1' } },
    },
  ]);
});

it('shows nothing on the device where SeedMatch is the focused window: the app shows it there', async () => {
  const worker = serviceWorker([aWindow(`${ORIGIN}/app/swipe`, true)]);
  await worker.push(MESSAGE);
  expect(worker.shown).toEqual([]);
});

it('ignores a push it cannot read', async () => {
  const worker = serviceWorker([]);
  await worker.push({ nothing: 'to show' });
  expect(worker.shown).toEqual([]);
});

it('opens the screen a tapped notification names, in an open SeedMatch window or a new one', async () => {
  const open = aWindow(`${ORIGIN}/app/swipe`);
  const withWindow = serviceWorker([open]);
  await withWindow.tap('/app/chat?room=r1');
  expect(open.focus).toHaveBeenCalled();
  expect(open.navigate).toHaveBeenCalledWith(`${ORIGIN}/app/chat?room=r1`);

  const without = serviceWorker([]);
  await without.tap('/app/chat?room=r2');
  expect(without.opened).toEqual([`${ORIGIN}/app/chat?room=r2`]);
});

it('never opens another site from a notification', async () => {
  const worker = serviceWorker([]);
  await worker.tap('https://evil.example/phish');
  expect(worker.opened).toEqual([`${ORIGIN}/app`]);
});
