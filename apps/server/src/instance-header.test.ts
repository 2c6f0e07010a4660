import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/helpers/test-app';

let named: TestContext;
let unnamed: TestContext;
let namedUrl: string;

beforeAll(async () => {
  named = await createTestApp({ env: { INSTANCE_NAME: 'app-2' } });
  unnamed = await createTestApp();
  namedUrl = await named.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await named.close();
  await unnamed.close();
});

describe('INSTANCE_NAME', () => {
  it('names the instance on API answers, errors included, and on the realtime socket handshake', async () => {
    expect((await named.app.inject({ url: '/healthz' })).headers['x-instance']).toBe('app-2');
    const missing = await named.app.inject({ url: '/api/no-such-thing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-instance']).toBe('app-2');
    const handshake = await fetch(`${namedUrl}/socket.io/?EIO=4&transport=polling`);
    expect(handshake.status).toBe(200);
    expect(handshake.headers.get('x-instance')).toBe('app-2');
  });

  it('sends no instance header when it is not set', async () => {
    expect((await unnamed.app.inject({ url: '/healthz' })).headers['x-instance']).toBeUndefined();
  });
});
