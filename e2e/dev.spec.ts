import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../scripts/services.mjs';
import { newAccount, signUpAs } from './fixtures';

// The server under tsx watch and Vite start together: the first start compiles on the fly.
test.setTimeout(150_000);

test('npm run dev serves the app through Vite, signs in through its proxy and stops both processes', async ({ browser }) => {
  const [serverPort, webPort] = [await freePort(), await freePort()];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seedmatch-dev-'));
  const dev = spawn(process.execPath, ['scripts/dev.mjs'], {
    env: { ...process.env, PORT: String(serverPort), WEB_PORT: String(webPort), DATA_DIR: dataDir, DEMO_DATA: 'off', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const base = `http://localhost:${webPort}`;
  try {
    await expect.poll(async () => (await fetch(`${base}/api/config`).catch(() => null))?.status, { timeout: 90_000 }).toBe(200);
    const context = await browser.newContext({ baseURL: base, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signUpAs(page, 'Founder', newAccount('dev'));
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await context.close();
  } finally {
    const exited = new Promise((resolve) => dev.once('exit', resolve));
    dev.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  await expect
    .poll(async () => (await fetch(`http://localhost:${serverPort}/healthz`).catch(() => null)) === null, { timeout: 10_000 })
    .toBe(true);
  expect(await fetch(base).catch(() => null)).toBeNull();
});
