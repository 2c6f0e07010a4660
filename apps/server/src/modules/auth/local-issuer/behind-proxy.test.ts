import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar } from '../../../../test/helpers/sign-in';
import { createTestApp, type TestContext } from '../../../../test/helpers/test-app';

const PUBLIC_URL = 'https://seedmatch.test';
// What nginx in front adds (docs/deploy/seedmatch.nginx.conf): TLS ended there, plain HTTP behind it.
const PROXY_HEADERS = { host: 'seedmatch.test', 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { NODE_ENV: 'production', PUBLIC_URL } });
});
afterAll(() => ctx.close());

/** Follows redirects as a browser on https://seedmatch.test would, noting every address it is sent to. */
async function follow(jar: CookieJar, first: { method: 'GET' | 'POST'; url: string; form?: Record<string, string> }) {
  const visited: string[] = [];
  let request = first;
  for (let hops = 0; hops < 10; hops += 1) {
    const response = await ctx.app.inject({
      method: request.method,
      url: request.url,
      headers: {
        ...PROXY_HEADERS,
        cookie: jar.header(),
        ...(request.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(request.form ? { payload: new URLSearchParams(request.form).toString() } : {}),
    });
    jar.store(response);
    if (response.statusCode < 300 || response.statusCode >= 400) return { visited, last: request.url };
    const next = new URL(String(response.headers.location), `${PUBLIC_URL}${request.url}`);
    visited.push(next.href);
    if (next.pathname === '/auth/complete') return { visited, last: next.pathname + next.hash };
    request = { method: 'GET', url: next.pathname + next.search };
  }
  throw new Error('too many redirects');
}

describe('the local issuer behind a TLS-terminating balancer', () => {
  it('signs in with every address on https, never plain http', async () => {
    const jar = new CookieJar();
    const chooser = await follow(jar, { method: 'GET', url: '/api/auth/login?mode=popup' });
    expect(chooser.last).toMatch(/^\/oidc\/interaction\//);
    const done = await follow(jar, {
      method: 'POST',
      url: `${chooser.last}/login`,
      form: { email: 'proxy@example.com', name: 'Proxy Person' },
    });
    const fragment = new URLSearchParams(done.last.split('#')[1] ?? '');
    expect(fragment.get('error')).toBeNull();
    expect(fragment.get('token')).toEqual(expect.any(String));
    expect([...chooser.visited, ...done.visited].every((href) => href.startsWith(`${PUBLIC_URL}/`))).toBe(true);
  });
});
