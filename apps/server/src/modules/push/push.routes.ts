import { ECDH } from 'node:crypto';
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PushEndpointBodySchema, PushKeySchema, PushSubscriptionBodySchema } from '@seedmatch/shared/push';
import { SuccessSchema } from '@seedmatch/shared/success';
import type { Db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema/index';
import { ERROR_MESSAGES } from '@seedmatch/shared/errors';
import { badRequest, notFound } from '../../lib/app-error';
import { foreignKeyGoneAs } from '../../lib/pg-errors';
import { reason } from '../../lib/error-answers';
import { answers, withExample } from '../../lib/route-contract';
import { isAllowedPushEndpoint } from './push-endpoints';

export const UNKNOWN_PUSH_SERVICE = 'This browser’s push service is not supported.';
export const INVALID_DEVICE_KEY = 'This device’s push key is not valid.';
/** Devices a person may have subscribed at once; a new one beyond that replaces the oldest. */
const MAX_DEVICES = 10;

/** Whether a device's key (p256dh) is a point on P-256, the curve every push is encrypted with. */
function isDeviceKey(p256dh: string): boolean {
  try {
    ECDH.convertKey(Buffer.from(p256dh, 'base64url'), 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

/** One device, one row: an endpoint as the URL parser writes it, however the browser or a caller spelled it. */
const canonical = (endpoint: string) => {
  try {
    return new URL(endpoint).href;
  } catch {
    return endpoint;
  }
};

const EXAMPLE_ENDPOINT = 'https://fcm.googleapis.com/fcm/send/c1KrmpTuRm0:APA91bE';

/** Web push on this device, opted into in settings (docs/decisions/0048). */
export async function pushRoutes(
  app: FastifyInstance,
  { db, publicKey, loopbackAllowed }: { db: Db; publicKey: string; loopbackAllowed: boolean },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];
  const auth = { auth: 'user' } as const;

  api.get(
    '/api/push/key',
    {
      config: auth,
      schema: { tags, summary: "The server's key, to subscribe a device to pushes", response: answers({ 200: PushKeySchema }) },
    },
    async () => ({ publicKey }),
  );

  api.put(
    '/api/push/subscription',
    {
      config: auth,
      schema: {
        tags,
        summary: 'Send pushes to this device (its PushSubscription); a device belongs to whoever subscribed it last',
        body: withExample(PushSubscriptionBodySchema, {
          endpoint: EXAMPLE_ENDPOINT,
          expirationTime: null,
          keys: {
            p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
            auth: 'tBHItJI5svbpez7KI4CCXg',
          },
        }),
        response: answers(
          { 200: SuccessSchema },
          {
            400: `${reason('Not a push service browsers use', UNKNOWN_PUSH_SERVICE)} ${reason('A device key no push can be encrypted for', INVALID_DEVICE_KEY)}`,
          },
        ),
      },
    },
    async (request) => {
      const { keys } = request.body;
      const endpoint = canonical(request.body.endpoint);
      if (!isAllowedPushEndpoint(endpoint, loopbackAllowed)) throw badRequest(UNKNOWN_PUSH_SERVICE);
      if (!isDeviceKey(keys.p256dh)) throw badRequest(INVALID_DEVICE_KEY);
      const userId = request.user.id;
      const subscribing = db.transaction(async (tx) => {
        await tx
          .insert(pushSubscriptions)
          .values({ endpoint, userId, ...keys })
          .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, ...keys, createdAt: sql`now()` } });
        const kept = tx
          .select({ endpoint: pushSubscriptions.endpoint })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, userId))
          .orderBy(desc(pushSubscriptions.createdAt))
          .limit(MAX_DEVICES);
        await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.endpoint, kept)));
      });
      // An account deleted on another device at this moment is gone, as for any later call.
      await subscribing.catch(foreignKeyGoneAs(() => notFound(ERROR_MESSAGES.userNotFound)));
      return { success: true as const };
    },
  );

  api.delete(
    '/api/push/subscription',
    {
      config: auth,
      schema: {
        tags,
        summary: 'Stop pushes to this device',
        body: withExample(PushEndpointBodySchema, { endpoint: EXAMPLE_ENDPOINT }),
        response: answers({ 200: SuccessSchema }),
      },
    },
    async (request) => {
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.endpoint, canonical(request.body.endpoint)), eq(pushSubscriptions.userId, request.user.id)));
      return { success: true as const };
    },
  );
}
