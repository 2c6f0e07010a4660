import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { openTestDatabase } from './test-database';

export const TEST_PUBLIC_URL = 'http://localhost:3000';

/** The configuration every test app runs with (silent logs, no demo data), with `env` on top. */
export function testConfig(env: NodeJS.ProcessEnv = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: TEST_PUBLIC_URL,
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'off',
    // Tests sign many people in from one address; the limits themselves are tested with a scale of 1.
    RATE_LIMIT_SCALE: '1000',
    ...env,
  });
}

export type TestContext = { app: FastifyInstance; database: Database; close: () => Promise<void> };

/** buildApp on a fresh database with the local sign-in issuer, as the embedded default runs. */
export async function createTestApp(overrides: Partial<AppDeps> & { env?: NodeJS.ProcessEnv } = {}): Promise<TestContext> {
  const database = await openTestDatabase();
  const config = testConfig(overrides.env);
  const app = await buildApp({ config, database, logger: false, ...overrides });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
