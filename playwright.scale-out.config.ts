import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The scale-out path: two built servers on PostgreSQL and Redis behind nginx, which the spec starts
 * itself (e2e/scale-out/balanced-stack.ts). Separate from the main suite and its one server.
 */
export default defineConfig({
  testDir: 'e2e/scale-out',
  timeout: 90_000,
  expect: base.expect,
  fullyParallel: false,
  workers: 1,
  retries: base.retries,
  forbidOnly: base.forbidOnly,
  reporter: base.reporter,
  use: {
    ...base.use,
    baseURL: undefined,
    // nginx serves a self-signed certificate made for the run.
    ignoreHTTPSErrors: true,
  },
});
