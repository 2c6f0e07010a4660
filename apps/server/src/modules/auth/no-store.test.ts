import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app';
import { bearer, newNonce, signUp } from '../../../test/helpers/sign-in';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ token } = await signUp(ctx.app, { email: 'private@example.com', name: 'Private Person' }));
});
afterAll(() => ctx.close());

it('keeps every answer to a signed-in caller out of caches, errors included', async () => {
  const calls = [
    { method: 'GET', url: '/api/users/me', headers: bearer(token) },
    { method: 'GET', url: '/api/matches', headers: bearer(token) },
    { method: 'GET', url: '/api/ideas/deck?limit=5', headers: bearer(token) },
    { method: 'GET', url: '/api/config', headers: bearer(token) },
    { method: 'GET', url: '/api/users/me', headers: bearer('x'.repeat(43)) },
    { method: 'GET', url: '/api/no-such-thing', headers: bearer(token) },
  ] as const;
  for (const call of calls) {
    const response = await ctx.app.inject(call);
    expect(response.headers['cache-control'], `${call.url} (${response.statusCode})`).toBe('no-store');
  }
});

it('keeps every sign-in answer out of caches', async () => {
  const calls = [
    { method: 'GET', url: `/api/auth/login?mode=popup&nonce=${newNonce()}` },
    { method: 'GET', url: '/api/auth/login?mode=popup' },
    { method: 'GET', url: '/api/auth/callback?code=abc&state=forged' },
    { method: 'GET', url: '/api/auth/session' },
    { method: 'POST', url: '/api/auth/logout' },
  ] as const;
  for (const call of calls) {
    const response = await ctx.app.inject(call);
    expect(response.headers['cache-control'], `${call.url} (${response.statusCode})`).toBe('no-store');
  }
});

it('leaves public answers cacheable', async () => {
  const config = await ctx.app.inject({ url: '/api/config' });
  expect(config.headers['cache-control']).toBe('public, max-age=300');
});
