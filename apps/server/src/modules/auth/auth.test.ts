import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app';
import { bearer, browse, CookieJar, newNonce, signInThroughIssuer } from '../../../test/helpers/sign-in';
import { hashToken } from './session.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('sign-in through the local OpenID Connect issuer', () => {
  it('starts a code flow with PKCE, select_account and the calendar scopes', async () => {
    const response = await ctx.app.inject({ url: `/api/auth/login?mode=popup&nonce=${newNonce()}` });
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location));
    expect(location.pathname).toBe('/oidc/auth');
    expect(location.searchParams.get('response_type')).toBe('code');
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('prompt')).toBe('select_account');
    expect(location.searchParams.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining(['openid', 'email', 'profile', 'https://www.googleapis.com/auth/calendar.events']),
    );
    expect(String(response.headers['set-cookie'])).toMatch(/sm_login=.+HttpOnly/);
  });

  it('shows the account chooser with Email, Name and Continue', async () => {
    const { response, url } = await browse(ctx.app, new CookieJar(), { url: `/api/auth/login?mode=redirect&nonce=${newNonce()}` });
    expect(url).toMatch(/^\/oidc\/interaction\//);
    expect(response.body).toContain('<title>Choose an account</title>');
    expect(response.body).toContain('<label for="email">Email</label>');
    expect(response.body).toContain('<label for="name">Name</label>');
    expect(response.body).toContain('>Continue</button>');
    expect(response.body).toContain('Use another account');
    expect(response.body).toMatch(/local sign-in/i);
  });

  it('signs in, issues a 256-bit token and stores only its hash', async () => {
    const result = await signInThroughIssuer(ctx.app, { email: 'ada@example.com', name: 'Ada Lovelace' });
    expect(result.error).toBeNull();
    expect(result.mode).toBe('popup');
    expect(Buffer.from(result.token!, 'base64url')).toHaveLength(32);

    const rows = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(result.token!)));
    expect(rows).toHaveLength(1);
    const all = JSON.stringify(await ctx.database.db.select().from(sessions));
    expect(all).not.toContain(result.token);

    const session = await ctx.app.inject({ url: '/api/auth/session', headers: bearer(result.token!) });
    expect(session.statusCode).toBe(200);
    expect(session.json().identity).toMatchObject({ email: 'ada@example.com', displayName: 'Ada Lovelace' });
    expect(session.json().identity.uid).toMatch(/^local-/);
  });

  it('gives the same subject to the same e-mail and lists it next time on this browser', async () => {
    const jar = new CookieJar();
    const first = await signInThroughIssuer(ctx.app, { email: 'grace@example.com', name: 'Grace Hopper' }, jar);
    const second = await signInThroughIssuer(ctx.app, { email: 'GRACE@example.com', name: 'Grace Hopper' }, jar);
    const uidOf = async (token: string) => (await ctx.app.inject({ url: '/api/auth/session', headers: bearer(token) })).json().identity.uid;
    expect(await uidOf(first.token!)).toBe(await uidOf(second.token!));

    const chooser = await browse(ctx.app, jar, { url: `/api/auth/login?nonce=${newNonce()}` });
    expect(chooser.response.body).toContain('grace@example.com');
    expect(chooser.response.body).toContain('Accounts used before');
  });

  it('rejects an invalid e-mail on the chooser and shows the form again', async () => {
    const jar = new CookieJar();
    const chooser = await browse(ctx.app, jar, { url: `/api/auth/login?nonce=${newNonce()}` });
    const { response } = await browse(ctx.app, jar, {
      method: 'POST',
      url: `${chooser.url}/login`,
      form: { email: 'not-an-email', name: '<b>x</b>' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Enter a valid email address.');
    expect(response.body).not.toContain('<b>x</b>');
  });

  it('refuses a callback whose state this browser did not start', async () => {
    const attacker = new CookieJar();
    await browse(ctx.app, attacker, { url: `/api/auth/login?nonce=${newNonce()}` });
    const response = await ctx.app.inject({ url: '/api/auth/callback?code=abc&state=forged' });
    expect(response.statusCode).toBe(302);
    expect(String(response.headers.location)).toBe('/auth/complete#error=expired');
    const before = await ctx.database.db.select().from(sessions);
    const again = await ctx.app.inject({ url: '/api/auth/callback?code=abc&state=forged' });
    expect(String(again.headers.location)).toContain('error=');
    expect(await ctx.database.db.select().from(sessions)).toHaveLength(before.length);
  });

  it('hands the token back with the nonce this browser started with, and refuses a sign-in started without one', async () => {
    const jar = new CookieJar();
    const nonce = newNonce();
    const chooser = await browse(ctx.app, jar, { url: `/api/auth/login?mode=redirect&nonce=${nonce}` });
    const done = await browse(ctx.app, jar, {
      method: 'POST',
      url: `${chooser.url}/login`,
      form: { email: 'nonce@example.com', name: 'Nonce' },
    });
    const fragment = new URLSearchParams(done.url.split('#')[1]);
    expect(fragment.get('nonce')).toBe(nonce);
    expect(fragment.get('mode')).toBe('redirect');
    expect(fragment.get('token')).toBeTruthy();

    for (const query of ['mode=popup', 'mode=popup&nonce=short', `mode=popup&nonce=${'a'.repeat(30)}.x`]) {
      const refused = await ctx.app.inject({ url: `/api/auth/login?${query}` });
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().error, query).toBe('Invalid request. nonce: Start sign-in from SeedMatch.');
      expect(refused.headers['set-cookie'], query).toBeUndefined();
    }
  });

  it('tells the completion page why a sign-in failed only as a known code', async () => {
    const jar = new CookieJar();
    const nonce = newNonce();
    const login = await ctx.app.inject({ url: `/api/auth/login?mode=popup&nonce=${nonce}` });
    jar.store(login);
    const state = new URL(String(login.headers.location)).searchParams.get('state');
    const cancelled = await ctx.app.inject({
      url: `/api/auth/callback?error=access_denied&error_description=%3Cb%3Ehi%3C%2Fb%3E&state=${state}`,
      headers: { cookie: jar.header() },
    });
    expect(cancelled.headers.location).toBe(`/auth/complete#mode=popup&nonce=${nonce}&error=cancelled`);
  });

  it('revokes the token on logout, everywhere it was used', async () => {
    const { token } = await signInThroughIssuer(ctx.app, { email: 'out@example.com', name: 'Out' });
    const logout = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token!) });
    expect(logout.json()).toEqual({ success: true });
    const after = await ctx.app.inject({ url: '/api/auth/session', headers: bearer(token!) });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: 'Sign in to continue.' });
  });

  it('takes the scheme in any case, as HTTP defines it (RFC 9110, 11.1)', async () => {
    const { token } = await signInThroughIssuer(ctx.app, { email: 'case@example.com', name: 'Case' });
    for (const scheme of ['bearer', 'BEARER', 'Bearer']) {
      const response = await ctx.app.inject({ url: '/api/auth/session', headers: { authorization: `${scheme} ${token}` } });
      expect(response.statusCode, scheme).toBe(200);
    }
  });

  it('treats an expired session as signed out', async () => {
    const { token } = await signInThroughIssuer(ctx.app, { email: 'old@example.com', name: 'Old' });
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token!)));
    const response = await ctx.app.inject({ url: '/api/users/me', headers: bearer(token!) });
    expect(response.statusCode).toBe(401);
  });

  it('rejects missing and malformed bearer tokens with 401', async () => {
    for (const authorization of [undefined, 'Bearer', 'Bearer short', 'Basic abc', `Bearer ${'x'.repeat(43)}`]) {
      const response = await ctx.app.inject({
        url: '/api/users/me',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('session housekeeping', () => {
  it('deletes expired sessions when someone signs in', async () => {
    const { token } = await signInThroughIssuer(ctx.app, { email: 'stale@example.com', name: 'Stale' });
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token!)));
    await signInThroughIssuer(ctx.app, { email: 'fresh@example.com', name: 'Fresh' });
    expect(await ctx.database.db.$count(sessions, eq(sessions.tokenHash, hashToken(token!)))).toBe(0);
  });
});
