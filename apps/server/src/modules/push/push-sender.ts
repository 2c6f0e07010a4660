import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import webPush from 'web-push';
import type { PushPayload } from '@seedmatch/shared/push';
import type { Db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema/index';
import type { VapidKeys } from './vapid';

/** A push service that has not answered in this long is given up on; the push is not tried again. */
const PUSH_TIMEOUT_MS = 10_000;
/** How long a push service keeps a push for a device that is offline: a day-old match is still news. */
const TTL_SECONDS = 24 * 3600;

export type PushSenderDeps = { db: Db; vapid: VapidKeys; subject: string; log: FastifyBaseLogger };

/**
 * Sends a notification to every device of the user that asked for pushes, encrypted for each (RFC 8291) and
 * signed with the server's VAPID key (RFC 8292). A device the push service no longer knows (404, 410) is
 * forgotten. Best effort: a failure is logged, never retried (docs/decisions/0048).
 */
export async function sendPush(deps: PushSenderDeps, userId: string, payload: PushPayload): Promise<void> {
  const { db, vapid, subject, log } = deps;
  const devices = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  await Promise.all(
    devices.map(async (device) => {
      const request = webPush.generateRequestDetails(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        JSON.stringify(payload),
        { vapidDetails: { subject, ...vapid }, TTL: TTL_SECONDS, urgency: 'high', contentEncoding: 'aes128gcm' },
      );
      try {
        const response = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers,
          body: new Uint8Array(request.body),
          redirect: 'manual',
          signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
        });
        await response.body?.cancel();
        if (response.status === 404 || response.status === 410) {
          await db
            .delete(pushSubscriptions)
            .where(and(eq(pushSubscriptions.endpoint, device.endpoint), eq(pushSubscriptions.userId, userId)));
        } else if (!response.ok) {
          log.warn({ userId, status: response.status }, 'Push service refused a push');
        }
      } catch (error) {
        log.warn({ userId, err: error instanceof Error ? error.message : String(error) }, 'Push not sent');
      }
    }),
  );
}
