import { PushKeySchema } from '@seedmatch/shared/push';
import { SuccessSchema } from '@seedmatch/shared/success';
import { apiRequest } from './api-client';

/** Whether this device gets pushes: on, off, blocked by the user in the browser, or impossible here. */
export type PushState = 'on' | 'off' | 'blocked' | 'unsupported';

/** The service worker that shows pushes; none where the browser has no push, or in development. */
async function pushRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return undefined;
  return navigator.serviceWorker.getRegistration();
}

const saveSubscription = (subscription: PushSubscription) =>
  apiRequest('/push/subscription', { method: 'PUT', body: subscription.toJSON(), schema: SuccessSchema });

/**
 * This device's state. A device that is on is told to the server again, which keeps the two in step: after
 * someone else signed in on it, or the server forgot it.
 */
export async function devicePushState(): Promise<PushState> {
  const registration = await pushRegistration();
  if (!registration) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const subscription = await registration.pushManager.getSubscription();
  if (!subscription || Notification.permission !== 'granted') return 'off';
  await saveSubscription(subscription);
  return 'on';
}

/** Asks the browser for permission, subscribes with the server's key and tells the server. */
export async function turnPushOn(): Promise<PushState> {
  const registration = await pushRegistration();
  if (!registration) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'off';
  const { publicKey } = await apiRequest('/push/key', { schema: PushKeySchema });
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey }));
  await saveSubscription(subscription);
  return 'on';
}

/** Tells the server to stop, then ends the subscription: the next person on this device gets nothing of ours. */
export async function turnPushOff(): Promise<PushState> {
  const registration = await pushRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription) {
    await apiRequest('/push/subscription', { method: 'DELETE', body: { endpoint: subscription.endpoint }, schema: SuccessSchema });
    await subscription.unsubscribe();
  }
  return registration ? 'off' : 'unsupported';
}
