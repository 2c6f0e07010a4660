import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestApp, TEST_PUBLIC_URL, type TestContext } from '../../test/helpers/test-app';
import { bearer, newNonce, signInThroughIssuer, signUp } from '../../test/helpers/sign-in';

let ctx: TestContext;
const extraApps: FastifyInstance[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  for (const app of extraApps) await app.close();
  await ctx.close();
});

/** A second app on the same database (so sessions made on `ctx` count) with a small limit. */
async function limitedApp(env: NodeJS.ProcessEnv, requestsPerMinute?: number): Promise<FastifyInstance> {
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: TEST_PUBLIC_URL, LOG_LEVEL: 'silent', DEMO_DATA: 'off', ...env });
  const app = await buildApp({ config, database: ctx.database, logger: false, ...(requestsPerMinute ? { requestsPerMinute } : {}) });
  extraApps.push(app);
  await app.ready();
  return app;
}

const randomToken = () => randomBytes(32).toString('base64url');

describe('rate limits per user', () => {
  it("give all of a user's sessions one budget, wherever they call from", async () => {
    const { token: first } = await signUp(ctx.app, { email: 'two-sessions@example.com', name: 'Two Sessions' });
    const { token: second } = await signInThroughIssuer(ctx.app, { email: 'two-sessions@example.com', name: 'Two Sessions' });
    expect(second).toBeTruthy();
    const app = await limitedApp({}, 4);
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const token = i % 2 === 0 ? first : second!;
      const response = await app.inject({ url: '/api/users/me', headers: bearer(token), remoteAddress: `10.0.0.${i + 1}` });
      codes.push(response.statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 200, 429, 429]);
  });
});

describe('rate limits before sign-in', () => {
  it("count a made-up bearer token against the caller's address", async () => {
    const app = await limitedApp({}, 3);
    const codes: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await app.inject({ url: '/api/config', headers: bearer(randomToken()), remoteAddress: '10.1.0.1' });
      codes.push(response.statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 429]);
    const limited = await app.inject({ url: '/api/config', remoteAddress: '10.1.0.1' });
    expect(limited.json()).toEqual({ error: 'Too many requests, please slow down.' });
    expect((await app.inject({ url: '/api/config', remoteAddress: '10.1.0.2' })).statusCode).toBe(200);
  });

  it('keep the sign-in limit per address whatever Authorization header comes with it', async () => {
    const app = await limitedApp({ RATE_LIMIT_SCALE: '1' });
    const codes: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const response = await app.inject({
        url: `/api/auth/login?mode=redirect&nonce=${newNonce()}`,
        headers: bearer(randomToken()),
        remoteAddress: '10.2.0.1',
      });
      codes.push(response.statusCode);
    }
    expect(codes.slice(0, 20).every((code) => code === 302)).toBe(true);
    expect(codes[20]).toBe(429);
  });
});

describe('rate limits per network', () => {
  const call = (app: FastifyInstance, remoteAddress: string) => app.inject({ url: '/api/config', remoteAddress });

  it("count every address of one IPv6 /64 against one budget, a host's whole network being its to pick from", async () => {
    const app = await limitedApp({}, 2);
    const codes = [];
    for (const address of ['2001:db8:1:2::1', '2001:db8:1:2:a:b:c:d', '2001:0db8:0001:0002:ffff:ffff:ffff:fffe']) {
      codes.push((await call(app, address)).statusCode);
    }
    expect(codes).toEqual([200, 200, 429]);
    expect((await call(app, '2001:db8:1:3::1')).statusCode).toBe(200);
  });

  it('count an IPv4 address written as IPv6 as that IPv4 address', async () => {
    const app = await limitedApp({}, 2);
    const codes = [];
    for (const address of ['10.3.0.1', '::ffff:10.3.0.1', '::ffff:a03:1']) codes.push((await call(app, address)).statusCode);
    expect(codes).toEqual([200, 200, 429]);
    expect((await call(app, '10.3.0.2')).statusCode).toBe(200);
  });

  it('count made-up tokens from one IPv6 /64 together before asking the database', async () => {
    const app = await limitedApp({}, 3);
    const codes = [];
    for (let i = 1; i <= 4; i += 1) {
      codes.push(
        (await app.inject({ url: '/api/config', headers: bearer(randomToken()), remoteAddress: `2001:db8:9:9::${i}` })).statusCode,
      );
    }
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});

describe('the client address behind a proxy', () => {
  const fromProxy = (app: FastifyInstance, client: string) =>
    app.inject({ url: '/api/config', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': client } });

  it('ignores X-Forwarded-For without TRUST_PROXY, in production too', async () => {
    const app = await limitedApp({ NODE_ENV: 'production', LOCAL_SIGN_IN: 'on' }, 2);
    const codes = [];
    for (let i = 0; i < 3; i += 1) codes.push((await fromProxy(app, `203.0.113.${i + 1}`)).statusCode);
    expect(codes).toEqual([200, 200, 429]);
  });

  it('takes the client from X-Forwarded-For when TRUST_PROXY names the proxy or its hop count', async () => {
    for (const trustProxy of ['127.0.0.1', '127.0.0.0/8', 'loopback', '1']) {
      const app = await limitedApp({ TRUST_PROXY: trustProxy }, 2);
      const codes = [];
      for (let i = 0; i < 3; i += 1) codes.push((await fromProxy(app, `203.0.113.${i + 1}`)).statusCode);
      for (let i = 0; i < 2; i += 1) codes.push((await fromProxy(app, '198.51.100.7')).statusCode);
      codes.push((await fromProxy(app, '198.51.100.7')).statusCode);
      expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    }
  });

  it('does not let a client name itself through an untrusted hop', async () => {
    const app = await limitedApp({ TRUST_PROXY: '10.9.9.9' }, 2);
    const codes = [];
    for (let i = 0; i < 3; i += 1) codes.push((await fromProxy(app, `203.0.113.${i + 1}`)).statusCode);
    expect(codes).toEqual([200, 200, 429]);
  });
});
