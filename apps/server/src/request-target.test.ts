import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/helpers/test-app';
import { bearer, newNonce, signUp } from '../test/helpers/sign-in';

let ctx: TestContext;
let origin: URL;
let token: string;

beforeAll(async () => {
  ctx = await createTestApp({ env: { RATE_LIMIT_SCALE: '1' } });
  origin = new URL(await ctx.app.listen({ port: 0, host: '127.0.0.1' }));
  ({ token } = await signUp(ctx.app, { email: 'absolute-form@example.com', name: 'Absolute Form' }));
});
afterAll(() => ctx.close());

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** Sends a request whose target is an absolute URL (RFC 9112 §3.2.2), which a server must accept as any other. */
function absoluteForm(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ host: origin.hostname, port: origin.port, path: `${origin.origin}${path}`, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

describe('a request target given as an absolute URL', () => {
  it('gets a private answer no cache may keep', async () => {
    const answer = await absoluteForm('/api/users/me', bearer(token));
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('counts against the sign-in rate limit of 20 a minute like any other', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 21; i += 1) codes.push((await absoluteForm(`/api/auth/login?mode=redirect&nonce=${newNonce()}`)).status);
    const refused = codes.indexOf(429);
    expect(refused).toBeGreaterThan(0);
    expect(codes.slice(0, refused).every((code) => code === 302)).toBe(true);
  });
});
