import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailJobs } from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app';
import { bearer, signUp } from '../../../test/helpers/sign-in';
import { matchedPair, newClientId, sendChat, submitIdea, swipe } from '../../../test/helpers/factories';
import { connectSocket, disconnection } from '../../../test/helpers/sockets';
import { METRICS_TOKEN_NEEDED } from './metrics.routes';

const TOKEN = 'metrics-test-token-0123456789abcdefghijklmnop';

let ctx: TestContext;
let url = '';
beforeAll(async () => {
  ctx = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  url = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => ctx.close());

const scrape = async () => {
  const response = await ctx.app.inject({ url: '/metrics', headers: bearer(TOKEN) });
  expect(response.statusCode, response.body).toBe(200);
  return response;
};

/** The value of one series, by its name and labels exactly as the text format writes them. */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((each) => each.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('GET /metrics with METRICS_TOKEN set', () => {
  it('answers the Prometheus text format, requests timed by route pattern, each stored action counted once', async () => {
    const { a, b, roomId, matchId } = await matchedPair(ctx.app);
    expect((await swipe(ctx.app, a.token, (await submitIdea(ctx.app, b.token)).id, 'LEFT')).statusCode).toBe(200);
    const ideaB = (await submitIdea(ctx.app, b.token)).id;
    await swipe(ctx.app, a.token, ideaB, 'RIGHT');
    expect((await swipe(ctx.app, a.token, ideaB, 'RIGHT')).statusCode).toBe(200);
    const clientId = newClientId();
    expect((await sendChat(ctx.app, a.token, { chatRoomId: roomId, content: 'Counted once', clientId })).statusCode).toBe(201);
    expect((await sendChat(ctx.app, a.token, { chatRoomId: roomId, content: 'Counted once', clientId })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: `/api/matches/${matchId}`, headers: bearer(a.token) })).statusCode).toBe(200);
    await ctx.app.inject({ url: `/no-such-page/${matchId}` });

    const response = await scrape();
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = response.body;
    // matchedPair reads the match once too.
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/matches\/:id",status_code="200"\} 2$/m,
    );
    expect(sample(text, 'http_request_duration_seconds_count{method="POST",route="/api/ideas/swipe",status_code="200"}')).toBe(5);
    expect(text).toContain('route="unmatched",status_code="404"');
    expect(text).not.toContain(matchId);
    expect(sample(text, 'seedmatch_swipes_total{direction="RIGHT"}')).toBe(3);
    expect(sample(text, 'seedmatch_swipes_total{direction="LEFT"}')).toBe(1);
    expect(sample(text, 'seedmatch_matches_total')).toBe(1);
    expect(sample(text, 'seedmatch_messages_sent_total')).toBe(1);
    expect(sample(text, 'seedmatch_db_query_duration_seconds_count')).toBeGreaterThan(20);
    // PostgreSQL's pools (CI runs these tests on it too); PGlite has none to report.
    const onPostgres = ctx.database.kind === 'postgres';
    expect(sample(text, 'seedmatch_db_pool_connections{pool="main"}') !== undefined).toBe(onPostgres);
    expect(sample(text, 'seedmatch_db_pool_waiting_clients{pool="deck"}') !== undefined).toBe(onPostgres);
    for (const name of ['process_cpu_seconds_total', 'process_resident_memory_bytes', 'nodejs_eventloop_lag_seconds']) {
      expect(text).toMatch(new RegExp(`^${name} `, 'm'));
    }
  });

  it('reads the mail outbox at scrape time, and the open sockets', async () => {
    const person = await signUp(ctx.app, { email: 'metrics-mail@example.com', name: 'Mail Person' });
    const failed = { userId: person.userId, template: 'match', data: {}, status: 'failed' } as const;
    await ctx.database.db.insert(mailJobs).values([
      { ...failed, key: 'metrics-test:1' },
      { ...failed, key: 'metrics-test:2' },
    ]);
    expect(sample((await scrape()).body, 'seedmatch_mail_jobs{state="failed"}')).toBe(2);
    expect(sample((await scrape()).body, 'seedmatch_mail_jobs{state="waiting"}')).toBeGreaterThanOrEqual(0);

    expect(sample((await scrape()).body, 'seedmatch_sockets_open')).toBe(0);
    const socket = await connectSocket(url, person.token).ready;
    expect(sample((await scrape()).body, 'seedmatch_sockets_open')).toBe(1);
    const gone = disconnection(socket);
    socket.disconnect();
    await gone;
    await expect.poll(async () => sample((await scrape()).body, 'seedmatch_sockets_open')).toBe(0);
  });

  it('refuses a scrape without the token or with another one (401), and stays out of the rate limit and the API document', async () => {
    const wrongToken = TOKEN.replace(/.$/, 'q');
    for (const headers of [{}, bearer(wrongToken), { authorization: TOKEN }, bearer(`${TOKEN}x`)]) {
      const response = await ctx.app.inject({ url: '/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: METRICS_TOKEN_NEEDED });
      expect(response.headers['www-authenticate']).toBe('Bearer');
    }
    expect((await scrape()).headers['x-ratelimit-limit']).toBeUndefined();
    const document = (await ctx.app.inject({ url: '/api/openapi.json' })).json();
    expect(Object.keys(document.paths)).not.toContain('/metrics');
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  let off: TestContext;
  beforeAll(async () => {
    off = await createTestApp();
  });
  afterAll(() => off.close());

  it('answers 404, as an unknown path does, whatever token is sent', async () => {
    for (const headers of [{}, bearer(TOKEN)]) {
      const response = await off.app.inject({ url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Not found' });
    }
  });
});
