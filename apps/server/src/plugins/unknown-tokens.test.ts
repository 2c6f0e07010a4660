import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createTestApp, testConfig, type TestContext } from '../../test/helpers/test-app';
import { bearer, signUp } from '../../test/helpers/sign-in';

const METRICS_TOKEN = 'unknown-tokens-metrics-0123456789abcdefghij';
const LIMIT = 5;
let ctx: TestContext;
/** An instance on the same database whose limit is a few requests a minute. */
let limited: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestApp();
  limited = await buildApp({ config: testConfig({ METRICS_TOKEN }), database: ctx.database, logger: false, requestsPerMinute: LIMIT });
  await limited.ready();
});
afterAll(async () => {
  await limited.close();
  await ctx.close();
});

/** How many statements the database has run, as the operator's metrics count them. */
async function statementsRun(): Promise<number> {
  const text = (await limited.inject({ url: '/metrics', headers: bearer(METRICS_TOKEN) })).body;
  const line = text.split('\n').find((each) => each.startsWith('seedmatch_db_query_duration_seconds_count '));
  return Number(line?.split(' ')[1]);
}

describe('bearer tokens that match no session', () => {
  it('cost no database look-up once their address is past its limit, while a signed-in user there still gets through', async () => {
    const { token } = await signUp(ctx.app, { email: 'same-address@example.com', name: 'Same Address' });
    const me = (remoteAddress: string) => limited.inject({ url: '/api/users/me', headers: bearer(token), remoteAddress });
    expect((await me('10.7.0.2')).statusCode).toBe(200);
    const before = await statementsRun();
    const codes: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      const madeUp = randomBytes(32).toString('base64url');
      codes.push((await limited.inject({ url: '/api/config', headers: bearer(madeUp), remoteAddress: '10.7.0.1' })).statusCode);
    }
    expect(codes.filter((code) => code === 429)).toHaveLength(40 - LIMIT);
    // One statement a made-up token up to the limit, one for the scrape: none for the refused ones.
    expect((await statementsRun()) - before).toBeLessThanOrEqual(LIMIT + 2);
    expect((await me('10.7.0.1')).statusCode).toBe(200);
  });
});
