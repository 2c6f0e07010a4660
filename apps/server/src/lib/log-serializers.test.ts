import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DrizzleQueryError, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { users } from '../db/schema/index';
import { openTestDatabase } from '../../test/helpers/test-database';
import { bearer, browse, CookieJar, newNonce, signUp } from '../../test/helpers/sign-in';
import { TEST_PUBLIC_URL, testConfig } from '../../test/helpers/test-app';

const SECRET = 'secret-user-text-8c1f';
const lines: string[] = [];
let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  const config = testConfig({ LOG_LEVEL: 'info' });
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  app = await buildApp({ config, database, logger: { stream } });
  // A query the database refuses, with a parameter it quotes in its own error message.
  app.get('/api/test/failing-query', async () => database.db.select().from(users).where(eq(users.id, SECRET)));
  // A write the database could not serve in time: drizzle's message carries what the caller sent.
  app.get('/api/test/timed-out-query', async () => {
    const timeout = Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
    throw new DrizzleQueryError('update "ideas" set "pitch" = $1 where "id" = $2', [SECRET, 'idea-1'], timeout);
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

it('logs a sign-in without its OpenID Connect code, state or nonce', async () => {
  const jar = new CookieJar();
  const nonce = newNonce();
  const login = await app.inject({ url: `/api/auth/login?mode=popup&nonce=${nonce}`, headers: { host: 'localhost:3000' } });
  jar.store(login);
  const authorize = new URL(String(login.headers.location));
  const chooser = await browse(app, jar, { url: authorize.pathname + authorize.search });
  const hops: string[] = [];
  let response = await app.inject({
    method: 'POST',
    url: `${chooser.url}/login`,
    headers: { cookie: jar.header(), host: 'localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'email=logged%40example.com&name=Logged',
  });
  for (let i = 0; i < 10 && response.statusCode >= 300 && response.statusCode < 400; i += 1) {
    jar.store(response);
    const next = new URL(String(response.headers.location), TEST_PUBLIC_URL);
    hops.push(next.href);
    if (next.pathname === '/auth/complete') break;
    response = await app.inject({ url: next.pathname + next.search, headers: { cookie: jar.header(), host: 'localhost:3000' } });
  }
  const callback = new URL(hops.find((hop) => hop.includes('/api/auth/callback'))!);
  const code = callback.searchParams.get('code')!;
  expect(code.length).toBeGreaterThan(10);
  expect(hops.at(-1)).toContain('token=');

  const log = lines.join('');
  expect(log).toContain('"url":"/api/auth/callback"');
  for (const secret of [code, authorize.searchParams.get('state')!, authorize.searchParams.get('nonce')!, nonce]) {
    expect(log).not.toContain(secret);
  }
  expect(log).not.toMatch(/"url":"[^"]*\?/);
});

it('logs a failed query by its SQL and error code, never its parameters', async () => {
  const response = await app.inject({ url: '/api/test/failing-query' });
  expect(response.statusCode).toBe(500);
  expect(response.json()).toEqual({ error: expect.any(String) });
  const logged = lines.map((line) => JSON.parse(line) as { msg?: string; err?: { message: string; code?: string } });
  const failure = logged.find((entry) => entry.msg === 'unhandled error');
  expect(failure?.err?.message).toMatch(/^Failed query: select .* from "users"/);
  expect(failure?.err?.code).toBe('22P02');
  expect(lines.join('')).not.toContain(SECRET);
});

it('logs a request a dependency could not serve by the reason only, once per line, never what was sent', async () => {
  const response = await app.inject({ url: '/api/test/timed-out-query' });
  expect(response.statusCode).toBe(503);
  const line = lines.find((entry) => entry.includes('a dependency cannot serve the request'));
  expect(JSON.parse(line!)).toMatchObject({ level: 40, reason: '57014 canceling statement due to statement timeout' });
  expect(line!.match(/"reqId"/g)).toHaveLength(1);
  expect(line).not.toContain('update "ideas"');
  expect(lines.join('')).not.toContain(SECRET);
});

it("names the signed-in caller on a request's lines by user id, never by token or what they sent", async () => {
  const person = await signUp(app, { email: 'followed@example.com', name: 'Followed Person' });
  const bio = `My bio ${SECRET}`;
  const edited = await app.inject({ method: 'PUT', url: '/api/users/me', headers: bearer(person.token), payload: { bio } });
  expect(edited.statusCode).toBe(200);
  expect((await app.inject({ url: '/api/users/me' })).statusCode).toBe(401);
  const logged = lines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string; userId?: string; req?: { url: string } });
  const toProfile = new Set(
    logged.filter((entry) => entry.msg === 'incoming request' && entry.req?.url === '/api/users/me').map((entry) => entry.reqId),
  );
  const [signedIn, signedOut] = logged.filter((entry) => entry.msg === 'request completed' && toProfile.has(entry.reqId)).slice(-2);
  expect(signedIn?.userId).toBe(person.userId);
  expect(signedOut).toBeDefined();
  expect(signedOut?.userId).toBeUndefined();
  expect(lines.join('')).not.toContain(person.token);
  expect(lines.join('')).not.toContain(SECRET);
});
