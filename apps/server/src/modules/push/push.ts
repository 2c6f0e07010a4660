import type { FastifyInstance } from 'fastify';
import type { ChatMessage } from '@seedmatch/shared/chat';
import type { MatchEvent } from '@seedmatch/shared/matches';
import type { PushPayload } from '@seedmatch/shared/push';
import type { Db } from '../../db/client';
import { matchPush, messagePush } from './push-notifications';
import { pushRoutes } from './push.routes';
import { sendPush } from './push-sender';
import { vapidKeys, type VapidKeys } from './vapid';

/** What the other modules tell people's devices about, after the fact is stored (docs/decisions/0048). */
export type Pusher = {
  /** The other person of a new match. */
  match: (userId: string, event: MatchEvent) => void;
  /** A new message, to its recipient. */
  message: (recipientId: string, message: ChatMessage, intro: boolean) => void;
};

/**
 * Web push: the routes a device subscribes with, and the pusher the match and chat routes call. Pushes go
 * out beside the response, never holding it up; each one is tracked so closing the app waits for them.
 */
export async function mountPush(
  app: FastifyInstance,
  {
    db,
    configured,
    subject,
    loopbackAllowed,
  }: {
    db: Db;
    configured: VapidKeys | undefined;
    subject: string;
    /** Tests only: their push service listens on loopback. */ loopbackAllowed: boolean;
  },
): Promise<Pusher> {
  const vapid = await vapidKeys(db, configured);
  await app.register(pushRoutes, { db, publicKey: vapid.publicKey, loopbackAllowed });
  const inFlight = new Set<Promise<void>>();
  const push = (userId: string, payload: PushPayload) => {
    const sending = sendPush({ db, vapid, subject, log: app.log }, userId, payload).catch((error: unknown) => {
      app.log.warn({ userId, err: error instanceof Error ? error.message : String(error) }, 'Push not sent');
    });
    inFlight.add(sending);
    void sending.finally(() => inFlight.delete(sending));
  };
  app.addHook('onClose', async () => {
    await Promise.all(inFlight);
  });
  return {
    match: (userId, event) => push(userId, matchPush(event)),
    message: (recipientId, message, intro) => push(recipientId, messagePush(message, intro)),
  };
}
