import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { openTestDatabase } from './test-database';

export const TEST_PUBLIC_URL = 'http://localhost:3000';

export type TestContext = { app: FastifyInstance; database: Database; close: () => Promise<void> };

/** buildApp on a fresh database with the local sign-in issuer, as the embedded default runs. */
export async function createTestApp(overrides: Partial<AppDeps> & { env?: NodeJS.ProcessEnv } = {}): Promise<TestContext> {
  const database = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: TEST_PUBLIC_URL,
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'off',
    ...overrides.env,
  });
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
