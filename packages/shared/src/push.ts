import { z } from 'zod';

const base64url = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'base64url')
    .refine((value) => Math.floor((value.replace(/=+$/, '').length * 3) / 4) === bytes, `${bytes} bytes, base64url`);

/** GET /push/key: the server's VAPID public key, for `pushManager.subscribe`'s `applicationServerKey`. */
export const PushKeySchema = z.object({ publicKey: z.string() });
export type PushKey = z.infer<typeof PushKeySchema>;

/** PUT /push/subscription: this device's subscription, as `PushSubscription.toJSON()` gives it. */
export const PushSubscriptionBodySchema = z.strictObject({
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  /** When the push service says the subscription ends, in milliseconds; ignored. */
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({ p256dh: base64url(65), auth: base64url(16) }),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBodySchema>;

/** DELETE /push/subscription: the device that no longer wants pushes. */
export const PushEndpointBodySchema = z.strictObject({ endpoint: z.string().max(2000) });

/** What a push carries to the service worker: what to show and the screen a tap opens. */
export const PushPayloadSchema = z.object({
  kind: z.enum(['match', 'message', 'intro']),
  title: z.string(),
  body: z.string(),
  /** An app path, e.g. `/app/chat?room=…`. */
  url: z.string(),
  /** Notifications with one tag replace each other (one a conversation). */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof PushPayloadSchema>;
