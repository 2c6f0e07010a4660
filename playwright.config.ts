import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { ADMIN_ACCOUNT, MODERATOR_ACCOUNT } from './e2e/admin-account';
import { CHROMIUM_ARGS } from './scripts/chromium-args.mjs';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${PORT}`;
const dataDir = path.join(os.tmpdir(), `seedmatch-e2e-${process.pid}-${Date.now()}`);
/**
 * The test command runs the specs in two halves side by side (E2E_HALF=1 and 2), each with its own server,
 * data folder and test clock. These specs are the first half: about half the run's time. Any other spec,
 * a new one included, is in the second.
 */
const FIRST_HALF = ['sign-in', 'chat', 'safety', 'matching', 'accessibility', 'api-docs', 'desktop', 'admin', 'update', 'offline'].map(
  (name) => `${name}.spec.ts`,
);
const half = process.env.E2E_HALF;
if (half !== undefined && half !== '1' && half !== '2') throw new Error(`E2E_HALF is 1 or 2, not ${half}`);

export default defineConfig({
  testDir: 'e2e',
  // Its own config (playwright.scale-out.config.ts): it starts two servers and nginx, not the one below.
  testIgnore: ['scale-out/**', 'visual/**', ...(half === '2' ? FIRST_HALF : [])],
  ...(half === '1' ? { testMatch: FIRST_HALF } : {}),
  // Each half its own folder: a run empties its output folder as it starts, traces of the other half included.
  outputDir: half ? `test-results/half-${half}` : 'test-results',
  // A two-browser journey takes about 25 s alone on 2 cores and up to 60 s beside the other half (CI runs
  // both at once): room for a busy machine.
  timeout: 90_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  // A retried pass is reported as flaky in the totals line of scripts/test-all.mjs, never hidden.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    viewport: { width: 390, height: 844 },
    // Recording a trace for every test cost 40 % of the CPU (sign-in.spec: 110-113 CPU-seconds against 69-71),
    // so CI records one for a failed test's retry; a local run (no retries) keeps the failures' traces.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      // Debian's old headless shell: the same Blink as the chromium package without the full browser's
      // window compositing, a third less CPU for the same specs (docs/decisions/0045).
      executablePath: '/usr/bin/chromium-headless-shell',
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: 'node apps/server/dist/main.mjs',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'off',
      TEST_CLOCK: 'on',
      RATE_LIMIT_SCALE: '20',
      PRIVACY_EMAIL: 'privacy@seedmatch.test',
      SUPPORT_EMAIL: 'legal@seedmatch.test',
      ADMIN_EMAILS: `${ADMIN_ACCOUNT.email},${MODERATOR_ACCOUNT.email}`,
    },
  },
});
