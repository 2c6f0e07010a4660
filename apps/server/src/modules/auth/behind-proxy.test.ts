import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app';
import { bearer, CookieJar, newNonce, signInThroughIssuer } from '../../../test/helpers/sign-in';

// The app speaks plain http behind a proxy that terminates TLS for https://seedmatch.test.
const PROXY = { host: 'seedmatch.test', 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { PUBLIC_URL: 'https://seedmatch.test' } });
});
afterAll(() => ctx.close());

it('completes local sign-in behind a TLS-terminating proxy, every cookie Secure', async () => {
  const jar = new CookieJar();
  const result = await signInThroughIssuer(ctx.app, { email: 'tls@example.com', name: 'Tls Tester' }, jar, PROXY);
  expect(result.error).toBeNull();
  expect(result.token).toBeTruthy();
  const session = await ctx.app.inject({ url: '/api/auth/session', headers: { ...PROXY, ...bearer(result.token!) } });
  expect(session.json().identity.email).toBe('tls@example.com');

  const names = jar.received.map((line) => line.split('=')[0]);
  expect(names).toEqual(expect.arrayContaining(['sm_login', 'sm_local_accounts', '_session', '_interaction']));
  for (const line of jar.received) expect(line, line).toMatch(/;\s*Secure(;|$)/i);
});

it('sends the browser only to https addresses of the public origin', async () => {
  const login = await ctx.app.inject({ url: `/api/auth/login?mode=redirect&nonce=${newNonce()}`, headers: PROXY });
  expect(String(login.headers.location)).toMatch(/^https:\/\/seedmatch\.test\/oidc\/auth\?/);
});
