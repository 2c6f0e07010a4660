import { createECDH } from 'node:crypto';
import type { Db } from '../../db/client';
import { serverSecret } from '../../lib/server-secret';

/** The key pair that signs pushes (VAPID, RFC 8292), as base64url: a P-256 private key and its public point. */
export type VapidKeys = { publicKey: string; privateKey: string };

const KEY_BYTES = 32;

/**
 * A P-256 private key as web push takes it, 32 bytes: Node gives a key whose first byte is zero (one in 256)
 * a byte short, and web-push refuses it, which would stop every push of this deployment.
 */
const fullLength = (key: Buffer) => Buffer.concat([Buffer.alloc(Math.max(0, KEY_BYTES - key.length)), key]);

const newPrivateKey = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return fullLength(ecdh.getPrivateKey());
};

/**
 * The configured keys (VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY), or a pair made on first start and kept in the
 * database, the same for every instance: browsers tie each subscription to the key it was made with.
 */
export async function vapidKeys(db: Db, configured: VapidKeys | undefined): Promise<VapidKeys> {
  if (configured) return configured;
  // A key stored a byte short by an earlier version is made whole here: the same key, so devices stay subscribed.
  const privateKey = fullLength(await serverSecret(db, 'vapid-private-key', newPrivateKey));
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(privateKey);
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: privateKey.toString('base64url') };
}
