import { createECDH, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app';
import { serverSecrets } from '../../db/schema/index';
import { vapidKeys } from './vapid';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('the key pair the server makes for web push', () => {
  it('signs pushes when its private key starts with a zero byte, which Node gives one byte short (one key in 256)', async () => {
    const { db } = ctx.database;
    const short = Buffer.concat([Buffer.from([1]), randomBytes(30)]);
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(short);
    await db.delete(serverSecrets).where(eq(serverSecrets.name, 'vapid-private-key'));
    await db.insert(serverSecrets).values({ name: 'vapid-private-key', value: short.toString('base64url') });

    const keys = await vapidKeys(db, undefined);
    expect(Buffer.from(keys.privateKey, 'base64url')).toEqual(Buffer.concat([Buffer.alloc(1), short]));
    expect(keys.publicKey).toBe(ecdh.getPublicKey().toString('base64url'));
    const headers = webPush.getVapidHeaders(
      'https://push.example.com',
      'mailto:support@example.com',
      keys.publicKey,
      keys.privateKey,
      'aes128gcm',
    );
    expect(headers.Authorization).toMatch(/^vapid t=.+, k=/);
  });
});
