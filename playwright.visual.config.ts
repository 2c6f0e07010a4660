import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

const PORT = Number(process.env.E2E_VISUAL_PORT ?? 3190);
const baseURL = `http://localhost:${PORT}`;
const baseServer = base.webServer as { command: string; env: Record<string, string> };

/**
 * Visual regression (issue 15): the main screens at 390 and 1440 px in both themes, compared with the
 * screenshots committed in e2e/visual/screenshots. Its own server and empty data folder, so every run shows
 * the same people, ideas and messages. `npm run test:visual -- --update-snapshots` takes them again.
 */
export default defineConfig({
  testDir: 'e2e/visual',
  snapshotPathTemplate: '{testDir}/screenshots/{arg}{ext}',
  outputDir: 'test-results/visual',
  timeout: 180_000,
  expect: {
    timeout: 7_000,
    // A broken layout moves far more than 1 % of the pixels; font smoothing moves far fewer.
    toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  fullyParallel: false,
  workers: 1,
  retries: base.retries,
  forbidOnly: base.forbidOnly,
  reporter: base.reporter,
  use: { ...base.use, baseURL },
  webServer: {
    command: baseServer.command,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      ...baseServer.env,
      PORT: String(PORT),
      PUBLIC_URL: baseURL,
      DATA_DIR: path.join(os.tmpdir(), `seedmatch-visual-${process.pid}-${Date.now()}`),
    },
  },
});
