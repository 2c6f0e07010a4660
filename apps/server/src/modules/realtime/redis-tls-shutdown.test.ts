import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedis } from '../../lib/redis';
import { createTestApp } from '../../../test/helpers/test-app';

// A `rediss://` REDIS_URL whose server never completes the TLS handshake (plain Redis, a wrong port):
// the socket adapter's subscriptions and publishes wait in the queue, and closing the client rejects them.
let silent: net.Server;
let port: number;
const held: net.Socket[] = [];

beforeAll(async () => {
  silent = net.createServer((socket) => held.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  port = (silent.address() as net.AddressInfo).port;
});

afterAll(async () => {
  for (const socket of held) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

describe('shutting down while Redis has never answered over TLS', () => {
  // In the server an unhandled rejection ended the process mid-shutdown,
  // exit code 1 and a stack trace, before the database was closed.
  it('closes without an unhandled rejection, so the database still closes and the process exits 0', async () => {
    const unhandled: unknown[] = [];
    const collect = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', collect);
    const redis = createRedis(`rediss://127.0.0.1:${port}`, { warn: () => undefined, error: () => undefined });
    const ctx = await createTestApp({ redis });
    await new Promise((resolve) => setTimeout(resolve, 300));

    await ctx.close();
    redis.disconnect();
    // The queued commands are rejected once the connections have closed.
    for (const socket of held) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    process.off('unhandledRejection', collect);
    expect(unhandled).toEqual([]);
  });
});
