import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serverSecrets } from '../db/schema/index';

/**
 * A secret the server makes on first start and keeps in the database, the same for every instance and
 * across restarts: whoever writes it first wins, the others read theirs. `make` makes a new one: 32 random
 * bytes unless the secret needs a shape of its own (a key pair's private key).
 */
export async function serverSecret(db: Db, name: string, make: () => Buffer = () => randomBytes(32)): Promise<Buffer> {
  await db
    .insert(serverSecrets)
    .values({ name, value: make().toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  return Buffer.from(row!.value, 'base64url');
}
