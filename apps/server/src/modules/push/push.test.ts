import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pushSubscriptions } from '../../db/schema/index';
import { sendChat, submitIdea, swipe } from '../../../test/helpers/factories';
import { startPushService } from '../../../test/helpers/push-service';
import { bearer, signUp } from '../../../test/helpers/sign-in';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app';
import { deleteAccountBeforeTransaction } from '../../../test/helpers/delete-before-write';
import { isAllowedPushEndpoint } from './push-endpoints';
import { INVALID_DEVICE_KEY, UNKNOWN_PUSH_SERVICE } from './push.routes';

let ctx: TestContext;
let service: Awaited<ReturnType<typeof startPushService>>;
let serverKey = '';

beforeAll(async () => {
  service = await startPushService(() => serverKey);
  ctx = await createTestApp();
  serverKey = (await ctx.app.inject({ url: '/api/push/key', headers: bearer((await person('Keyholder')).token) })).json().publicKey;
});
afterAll(async () => {
  await ctx.close();
  await service.close();
});

let people = 0;
const person = (name: string, role: 'FOUNDER' | 'INVESTOR' = 'FOUNDER') =>
  signUp(ctx.app, { email: `push-${(people += 1)}@example.com`, name: `${name} ${people}`, role });

/** Subscribes a new device of the person, as the settings switch does. */
async function device(token: string) {
  const made = service.subscribe();
  const answer = await ctx.app.inject({ method: 'PUT', url: '/api/push/subscription', headers: bearer(token), payload: made.subscription });
  expect(answer.statusCode).toBe(200);
  return made;
}

const pushesTo = (deviceId: string) => service.received.filter((push) => push.deviceId === deviceId).map((push) => push.payload);

const WAIT = { timeout: 5000, interval: 50 };

describe('web push', () => {
  it("gives the server's public key: an uncompressed P-256 point", () => {
    expect(Buffer.from(serverKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(serverKey, 'base64url')[0]).toBe(4);
  });

  it('tells the other person of a new match on their device, encrypted for it and signed with the server key', async () => {
    const [ana, ben] = [await person('Ana'), await person('Ben')];
    const phone = await device(ben.token);
    const ideaA = await submitIdea(ctx.app, ana.token, { title: 'Push idea A' });
    const ideaB = await submitIdea(ctx.app, ben.token, { title: 'Push idea B' });
    await swipe(ctx.app, ben.token, ideaA.id, 'RIGHT');
    const matched = (await swipe(ctx.app, ana.token, ideaB.id, 'RIGHT')).json();
    const room = (await ctx.app.inject({ url: `/api/matches/${matched.matchData.id}`, headers: bearer(ana.token) })).json();

    await vi.waitFor(() => expect(pushesTo(phone.id)).toHaveLength(1), WAIT);
    expect(pushesTo(phone.id)[0]).toEqual({
      kind: 'match',
      title: "It's a Match!",
      body: expect.stringMatching(/^You and Ana \d+ liked each other's ideas\.$/),
      url: `/app/chat?room=${room.chatRoom.id}`,
      tag: `match:${matched.matchData.id}`,
    });
    const push = service.received.find((received) => received.deviceId === phone.id)!;
    expect(push.vapid).toMatchObject({ aud: service.origin, sub: 'mailto:support@example.com' });
    expect(push.vapid.exp).toBeGreaterThan(Date.now() / 1000);
    expect(push.urgency).toBe('high');
    expect(service.refused).toEqual([]);
  });

  it("pushes a message to the recipient's devices, not the sender's, and a retried send pushes nothing more", async () => {
    const [ana, ben] = [await person('Ana'), await person('Ben')];
    const [anaPhone, benPhone, benLaptop] = [await device(ana.token), await device(ben.token), await device(ben.token)];
    const ideaA = await submitIdea(ctx.app, ana.token, { title: 'Message push A' });
    const ideaB = await submitIdea(ctx.app, ben.token, { title: 'Message push B' });
    await swipe(ctx.app, ben.token, ideaA.id, 'RIGHT');
    const matched = (await swipe(ctx.app, ana.token, ideaB.id, 'RIGHT')).json();
    const roomId = (await ctx.app.inject({ url: `/api/matches/${matched.matchData.id}`, headers: bearer(ana.token) })).json().chatRoom.id;
    const payload = { chatRoomId: roomId, content: 'Coffee on Friday?\n\nI can do 10.', clientId: 'push-retry-1' };
    expect((await sendChat(ctx.app, ana.token, payload)).statusCode).toBe(201);
    expect((await sendChat(ctx.app, ana.token, payload)).statusCode).toBe(200);
    const message = {
      kind: 'message',
      title: expect.stringMatching(/^Ana \d+$/),
      body: 'Coffee on Friday? I can do 10.',
      url: `/app/chat?room=${roomId}`,
      tag: `room:${roomId}`,
    };
    const matchThenMessage = [expect.objectContaining({ kind: 'match' }), message];
    await vi.waitFor(() => expect(pushesTo(benLaptop.id)).toEqual(matchThenMessage), WAIT);
    expect(pushesTo(benPhone.id)).toEqual(matchThenMessage);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pushesTo(benLaptop.id)).toHaveLength(2);
    expect(pushesTo(anaPhone.id)).toEqual([]);
  });

  it("calls an investor's first message to a founder an intro, and the next one a message", async () => {
    const [founder, investor] = [await person('Quinn'), await person('Harvey', 'INVESTOR')];
    const phone = await device(founder.token);
    expect((await sendChat(ctx.app, investor.token, { receiverId: founder.userId, content: 'Hi Quinn, may we talk?' })).statusCode).toBe(
      201,
    );
    expect((await sendChat(ctx.app, investor.token, { receiverId: founder.userId, content: 'Any time this week.' })).statusCode).toBe(201);
    await vi.waitFor(() => expect(pushesTo(phone.id)).toHaveLength(2), WAIT);
    // Each push goes out beside its answer, so the two may arrive in either order.
    expect(pushesTo(phone.id)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'intro',
          title: expect.stringMatching(/^Harvey \d+ would like an intro$/),
          body: 'Hi Quinn, may we talk?',
        }),
        expect.objectContaining({ kind: 'message', body: 'Any time this week.' }),
      ]),
    );
  });

  it('forgets a device its push service no longer knows (410)', async () => {
    const [founder, investor] = [await person('Gone'), await person('Ivy', 'INVESTOR')];
    const phone = await device(founder.token);
    service.forget(phone.id);
    await sendChat(ctx.app, investor.token, { receiverId: founder.userId, content: 'Hello?' });
    await vi.waitFor(async () => {
      const left = await ctx.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, founder.userId));
      expect(left).toEqual([]);
    }, WAIT);
  });

  it('gives a device to whoever subscribed it last; nobody can stop pushes to a device that is not theirs', async () => {
    const [first, second, investor] = [await person('First'), await person('Second'), await person('Iris', 'INVESTOR')];
    const shared = await device(first.token);
    const moved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/push/subscription',
      headers: bearer(second.token),
      payload: shared.subscription,
    });
    expect(moved.statusCode).toBe(200);
    const stop = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/push/subscription',
      headers: bearer(first.token),
      payload: { endpoint: shared.subscription.endpoint },
    });
    expect(stop.statusCode).toBe(200);

    await sendChat(ctx.app, investor.token, { receiverId: first.userId, content: 'For First' });
    await sendChat(ctx.app, investor.token, { receiverId: second.userId, content: 'For Second' });
    await vi.waitFor(() => expect(pushesTo(shared.id)).toEqual([expect.objectContaining({ body: 'For Second' })]), WAIT);

    await ctx.app.inject({
      method: 'DELETE',
      url: '/api/push/subscription',
      headers: bearer(second.token),
      payload: { endpoint: shared.subscription.endpoint },
    });
    expect(
      await ctx.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, shared.subscription.endpoint)),
    ).toEqual([]);
  });

  it('keeps a person to ten devices, replacing the oldest', async () => {
    const many = await person('Many');
    const devices = [];
    for (let i = 0; i < 11; i += 1) devices.push(await device(many.token));
    const kept = await ctx.database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, many.userId));
    expect(kept.map((row) => row.endpoint).sort()).toEqual(
      devices
        .slice(1)
        .map((made) => made.subscription.endpoint)
        .sort(),
    );
  });

  it('refuses an endpoint that is not a push service, and stores nothing', async () => {
    const mallory = await person('Mallory');
    const { subscription } = service.subscribe();
    for (const endpoint of ['http://169.254.169.254/latest/meta-data', 'https://intranet.example.com/push', 'file:///etc/passwd']) {
      const answer = await ctx.app.inject({
        method: 'PUT',
        url: '/api/push/subscription',
        headers: bearer(mallory.token),
        payload: { ...subscription, endpoint },
      });
      expect(answer.statusCode).toBe(400);
    }
    const named = await ctx.app.inject({
      method: 'PUT',
      url: '/api/push/subscription',
      headers: bearer(mallory.token),
      payload: { ...subscription, endpoint: 'https://push.example.com/x' },
    });
    expect(named.json().error).toBe(UNKNOWN_PUSH_SERVICE);
    expect(await ctx.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, mallory.userId))).toEqual([]);
  });

  it('answers 404 User not found, never a 500, to someone deleting their account on another device as a device is subscribed', async () => {
    const leaving = await person('Leaving');
    const { subscription } = service.subscribe();
    const deletion = await deleteAccountBeforeTransaction(ctx.database, leaving.userId);
    const answer = await ctx.app.inject({
      method: 'PUT',
      url: '/api/push/subscription',
      headers: bearer(leaving.token),
      payload: subscription,
    });
    deletion.restore();
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ error: 'User not found' });
  });
});

describe('a subscription as stored', () => {
  const keys = () => service.subscribe().subscription.keys;
  const put = (token: string, payload: object) =>
    ctx.app.inject({ method: 'PUT', url: '/api/push/subscription', headers: bearer(token), payload });

  it('is one device however its endpoint is spelled', async () => {
    const owner = await person('Spelling');
    for (const endpoint of ['https://FCM.googleapis.com:443/fcm/send/one', 'https://fcm.googleapis.com/x/../fcm/send/one']) {
      expect((await put(owner.token, { endpoint, keys: keys() })).statusCode).toBe(200);
    }
    const stored = await ctx.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, owner.userId));
    expect(stored.map((row) => row.endpoint)).toEqual(['https://fcm.googleapis.com/fcm/send/one']);
    const stop = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/push/subscription',
      headers: bearer(owner.token),
      payload: { endpoint: 'https://fcm.googleapis.com:443/fcm/send/one' },
    });
    expect(stop.statusCode).toBe(200);
    expect(await ctx.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, owner.userId))).toEqual([]);
  });

  it('refuses a device key that is not a P-256 point: no push could ever be encrypted for it', async () => {
    const owner = await person('Badkey');
    const answer = await put(owner.token, {
      endpoint: 'https://fcm.googleapis.com/fcm/send/badkey',
      keys: { ...keys(), p256dh: 'A'.repeat(87) },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toBe(INVALID_DEVICE_KEY);
    expect(await ctx.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, owner.userId))).toEqual([]);
  });
});

describe('isAllowedPushEndpoint', () => {
  it("takes the browsers' push services over https, and loopback only for the tests' own push service", () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QGx',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
    ]) {
      expect(isAllowedPushEndpoint(endpoint, false), endpoint).toBe(true);
    }
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilpush.apple.com.example/x',
      'https://fcm.googleapis.com:8443/x',
      'https://user:pass@fcm.googleapis.com/x',
      'http://127.0.0.1:9000/push/1',
      'not a url',
    ]) {
      expect(isAllowedPushEndpoint(endpoint, false), endpoint).toBe(false);
    }
    expect(isAllowedPushEndpoint('http://127.0.0.1:9000/push/1', true)).toBe(true);
  });

  it('refuses a loopback endpoint in the development run anyone starts, as in production', async () => {
    const dev = await createTestApp({ env: { NODE_ENV: 'development' } });
    try {
      const { token } = await signUp(dev.app, { email: 'push-dev@example.com', name: 'Push Dev' });
      const { subscription } = service.subscribe();
      for (const endpoint of [subscription.endpoint, 'http://127.0.0.1:3000/api/admin/users', 'https://localhost/x', 'https://[::1]/x']) {
        const answer = await dev.app.inject({
          method: 'PUT',
          url: '/api/push/subscription',
          headers: bearer(token),
          payload: { ...subscription, endpoint },
        });
        expect({ endpoint, status: answer.statusCode, error: answer.json().error }).toEqual({
          endpoint,
          status: 400,
          error: UNKNOWN_PUSH_SERVICE,
        });
      }
    } finally {
      await dev.close();
    }
  });
});
