import { afterEach, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { PushEndpointBodySchema, PushKeySchema, PushSubscriptionBodySchema } from '@seedmatch/shared/push';
import { SuccessSchema } from '@seedmatch/shared/success';
import { renderAt, signedOutAuth } from '../../../testing/render';
import { apiError, bodyOf, json } from '../../../testing/respond';
import { server } from '../../../testing/server';
import { aUser } from '../../../testing/users';
import { PushSettings } from './push-settings';

const KEY = `B${'k'.repeat(86)}`;
const SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/this-phone',
  expirationTime: null,
  keys: { p256dh: `B${'p'.repeat(86)}`, auth: 'a'.repeat(22) },
};

/** A browser with push: a service worker registration whose push manager keeps one subscription. */
function browserWithPush(permission: NotificationPermission, granted: NotificationPermission = 'granted', pushService = true) {
  let subscription: (PushSubscription & { unsubscribe: () => Promise<boolean> }) | null = null;
  const subscribe = vi.fn(async () => {
    if (!pushService) throw new DOMException('Registration failed - push service error', 'AbortError');
    subscription = { endpoint: SUBSCRIPTION.endpoint, toJSON: () => SUBSCRIPTION, unsubscribe: unsubscribe } as never;
    return subscription;
  });
  const unsubscribe = vi.fn(async () => {
    subscription = null;
    return true;
  });
  const requestPermission = vi.fn(async () => {
    notification.permission = granted;
    return granted;
  });
  const notification = { permission, requestPermission };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', function PushManager() {});
  const registration = { pushManager: { subscribe, getSubscription: async () => subscription } };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration: async () => registration } });
  return { subscribe, unsubscribe, requestPermission };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

function renderSettings() {
  window.localStorage.setItem('authToken', 'token-123');
  renderAt(<PushSettings />, { path: '/app/profile', auth: signedOutAuth({ status: 'signed-in', user: aUser() }) });
}

it("asks for permission, subscribes with the server's key and tells the server; turning off ends it on both sides", async () => {
  const browser = browserWithPush('default');
  const saved: unknown[] = [];
  const removed: unknown[] = [];
  server.use(
    http.get('/api/push/key', () => json(PushKeySchema, { publicKey: KEY })),
    http.put('/api/push/subscription', async ({ request }) => {
      saved.push(await bodyOf(request, PushSubscriptionBodySchema));
      return json(SuccessSchema, { success: true });
    }),
    http.delete('/api/push/subscription', async ({ request }) => {
      removed.push(await bodyOf(request, PushEndpointBodySchema));
      return json(SuccessSchema, { success: true });
    }),
  );
  renderSettings();
  const toggle = await screen.findByRole('checkbox', { name: /Push notifications/ });
  expect((toggle as HTMLInputElement).checked).toBe(false);

  await userEvent.click(toggle);
  await screen.findByRole('checkbox', { name: /Push notifications/, checked: true });
  expect(browser.requestPermission).toHaveBeenCalledOnce();
  expect(browser.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: KEY });
  expect(saved).toEqual([SUBSCRIPTION]);

  await userEvent.click(screen.getByRole('checkbox', { name: /Push notifications/ }));
  await screen.findByRole('checkbox', { name: /Push notifications/, checked: false });
  expect(removed).toEqual([{ endpoint: SUBSCRIPTION.endpoint }]);
  expect(browser.unsubscribe).toHaveBeenCalledOnce();
});

it('stays off and says where to look when the person blocks notifications at the prompt', async () => {
  const browser = browserWithPush('default', 'denied');
  renderSettings();
  await userEvent.click(await screen.findByRole('checkbox', { name: /Push notifications/ }));
  expect(await screen.findByText('Notifications are blocked for SeedMatch in this browser’s settings.')).toBeTruthy();
  expect(browser.subscribe).not.toHaveBeenCalled();
});

it('says so in a browser without push, and offers no switch', async () => {
  renderSettings();
  expect(await screen.findByText(/This browser can’t show notifications from SeedMatch/)).toBeTruthy();
  expect(screen.queryByRole('checkbox')).toBeNull();
});

it("says so when the browser's push service refuses, without blaming a save", async () => {
  browserWithPush('granted', 'granted', false);
  server.use(http.get('/api/push/key', () => json(PushKeySchema, { publicKey: KEY })));
  renderSettings();
  await userEvent.click(await screen.findByRole('checkbox', { name: /Push notifications/ }));
  expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'This browser could not turn notifications on. Try again later.');
  expect(screen.getByRole('checkbox', { name: /Push notifications/ })).toHaveProperty('checked', false);
});

it('says a change was not saved when the server refuses it', async () => {
  browserWithPush('default');
  server.use(
    http.get('/api/push/key', () => json(PushKeySchema, { publicKey: KEY })),
    http.put('/api/push/subscription', () => apiError(503, 'Service unavailable')),
  );
  renderSettings();
  await userEvent.click(await screen.findByRole('checkbox', { name: /Push notifications/ }));
  expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'That change was not saved. Try again.');
});
