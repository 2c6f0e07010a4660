import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANDING_BOOT_SCRIPT } from '@seedmatch/shared/landing-boot';
import { THEME_BOOT_SCRIPT } from '@seedmatch/shared/theme';
import { createTestApp, type TestContext } from '../test/helpers/test-app';
import { bearer, newNonce, signUp } from '../test/helpers/sign-in';

let ctx: TestContext;
let webDist: string;
let token: string;

beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'seedmatch-dist-'));
  await fs.mkdir(path.join(webDist, 'assets'));
  await fs.writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>SeedMatch</title>');
  await fs.writeFile(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  ctx = await createTestApp({ webDist });
  ({ token } = await signUp(ctx.app, { email: 'app@example.com', name: 'App Tester' }));
});
afterAll(async () => {
  await ctx.close();
  await fs.rm(webDist, { recursive: true });
});

describe('serving', () => {
  it('answers /healthz when it can serve', async () => {
    const response = await ctx.app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('serves the SPA for app routes, with history fallback', async () => {
    for (const url of ['/', '/app/swipe', '/terms', '/join?ref=SEED-ABC-123-XYZ']) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<title>SeedMatch</title>');
    }
  });

  it('caches hashed assets for a year', async () => {
    const response = await ctx.app.inject({ url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    for (const url of ['/api/nothing-here', '/api', '/api/users/me/extra']) {
      const response = await ctx.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ error: 'Not found' });
    }
  });

  it('sends security headers with a CSP that allows no inline script but the theme’s and the landing’s boot', async () => {
    const response = await ctx.app.inject({ url: '/' });
    const csp = String(response.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((part) => part.trim().startsWith('script-src'));
    const [themeHash, bootHash] = [THEME_BOOT_SCRIPT, LANDING_BOOT_SCRIPT].map((script) =>
      createHash('sha256').update(script).digest('base64'),
    );
    expect(scriptSrc?.trim()).toBe(`script-src 'self' 'sha256-${themeHash}' 'sha256-${bootHash}'`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('tells the browser the legal contacts and the sign-in provider', async () => {
    const response = await ctx.app.inject({ url: '/api/config' });
    expect(response.json()).toEqual({
      supportEmail: 'support@example.com',
      privacyEmail: 'privacy@example.com',
      signInProvider: 'local',
    });
  });
});

describe('bad input never answers 500', () => {
  const endpoints = [
    { method: 'POST', url: '/api/auth/create-user' },
    { method: 'PUT', url: '/api/users/me' },
    { method: 'POST', url: '/api/auth/logout' },
  ] as const;
  const payloads = ['{', 'null', '[]', '"x"', '{"role":{"$ne":1}}', '{"name":' + '9'.repeat(400) + '}', '\u0000'];

  it.each(endpoints)('$method $url answers 4xx with { error } to malformed bodies', async ({ method, url }) => {
    for (const payload of payloads) {
      const response = await ctx.app.inject({
        method,
        url,
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, `${url} ${payload}`).toBeLessThan(500);
      if (response.statusCode >= 400) expect(typeof response.json().error).toBe('string');
    }
  });

  it('rejects other content types and oversized bodies with 4xx', async () => {
    const xml = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: { ...bearer(token), 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    const huge = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: JSON.stringify({ bio: 'x'.repeat(300 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error).toBe('Request body is too large.');
  });

  it('rejects a bad login mode', async () => {
    const response = await ctx.app.inject({ url: `/api/auth/login?mode=iframe&nonce=${newNonce()}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/mode/);
  });
});

describe('rate limits', () => {
  it('answers 429 with the spec message past the limit', async () => {
    const limited = await createTestApp({ requestsPerMinute: 3 });
    try {
      const codes: number[] = [];
      let last;
      for (let i = 0; i < 5; i += 1) {
        last = await limited.app.inject({ url: '/api/config' });
        codes.push(last.statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 429, 429]);
      expect(last!.json()).toEqual({ error: 'Too many requests, please slow down.' });
    } finally {
      await limited.close();
    }
  });
});

describe('bodyless calls with the JSON content type the spec client always sends', () => {
  it('are accepted', async () => {
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'content-type': 'application/json' },
    });
    expect(logout.statusCode).toBe(200);
    const { token: other } = await signUp(ctx.app, { email: 'bodyless@example.com', name: 'Bodyless' });
    const challenge = (await ctx.app.inject({ url: '/api/challenges/current', headers: bearer(other) })).json();
    const join = await ctx.app.inject({
      method: 'POST',
      url: `/api/challenges/${challenge.id}/join`,
      headers: { ...bearer(other), 'content-type': 'application/json' },
    });
    expect(join.statusCode).toBe(200);
    expect(join.json().message).toBe('You joined the challenge!');
  });

  it('still rejects a broken JSON body and prototype poisoning', async () => {
    for (const payload of ['{"a":', '{"__proto__":{"x":1}}']) {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: '/api/users/me',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('per-endpoint rate limits', () => {
  it('limit sign-in per address, and idea submissions per user, with the spec message', async () => {
    const strict = await createTestApp({ env: { RATE_LIMIT_SCALE: '1' } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 21; i += 1) codes.push((await strict.app.inject({ url: `/api/auth/login?nonce=${newNonce()}` })).statusCode);
      expect(codes.slice(0, 20).every((code) => code === 302)).toBe(true);
      expect(codes[20]).toBe(429);

      const other = await createTestApp({ env: { RATE_LIMIT_SCALE: '1' } });
      try {
        const { token: founder } = await signUp(other.app, { email: 'limited@example.com', name: 'Limited' });
        const submit = (i: number) =>
          other.app.inject({
            method: 'POST',
            url: '/api/ideas/submit',
            headers: bearer(founder),
            payload: { title: `Idea ${i}`, pitch: 'A pitch long enough to pass.', tags: [] },
          });
        const results = [];
        for (let i = 0; i < 11; i += 1) results.push(await submit(i));
        expect(results.slice(0, 10).map((r) => r.statusCode)).toEqual(Array(10).fill(201));
        expect(results[10]!.statusCode).toBe(429);
        expect(results[10]!.json()).toEqual({ error: 'Too many requests, please slow down.' });
      } finally {
        await other.close();
      }
    } finally {
      await strict.close();
    }
  });
});

describe('headers over HTTPS', () => {
  it('send HSTS when the public address is https, and never otherwise', async () => {
    const secure = await createTestApp({ env: { PUBLIC_URL: 'https://seedmatch.example.com' } });
    try {
      const response = await secure.app.inject({ url: '/api/config' });
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      await secure.close();
    }
    expect((await ctx.app.inject({ url: '/api/config' })).headers['strict-transport-security']).toBeUndefined();
  });
});
