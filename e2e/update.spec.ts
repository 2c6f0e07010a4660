import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';

const repoRoot = path.resolve(import.meta.dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** "Deploys" a new version into `dist`: a service worker script that differs, with its compressed copies. */
function deployNewVersion(dist: string): void {
  const file = path.join(dist, 'sw.js');
  const next = `${fs.readFileSync(file, 'utf8')}\n// The next version.\n`;
  fs.writeFileSync(file, next);
  if (fs.existsSync(`${file}.br`)) fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(next));
  if (fs.existsSync(`${file}.gz`)) fs.writeFileSync(`${file}.gz`, zlib.gzipSync(next));
}

let server: ChildProcess | undefined;
const folders: string[] = [];
test.afterEach(() => {
  server?.kill('SIGKILL');
  folders.splice(0).forEach((folder) => fs.rmSync(folder, { recursive: true, force: true }));
});

test('an open app says "Update available" once a new version is deployed, and Reload moves into it, in every tab', async ({
  page,
  context,
}) => {
  // A server of its own, on a copy of the build, so that a new version can be deployed under it.
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'seedmatch-dist-'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seedmatch-update-'));
  folders.push(dist, dataDir);
  fs.cpSync(path.join(repoRoot, 'apps/web/dist'), dist, { recursive: true });
  const port = await freePort();
  const base = `http://localhost:${port}`;
  server = spawn(process.execPath, ['apps/server/dist/main.mjs'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      WEB_DIST: dist,
      DEMO_DATA: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  await expect
    .poll(
      () =>
        fetch(`${base}/healthz`).then(
          (r) => r.ok,
          () => false,
        ),
      { timeout: 60_000 },
    )
    .toBe(true);

  await page.goto(`${base}/`);
  // The first version takes the page at once, and offers nothing.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const prompt = page.getByRole('status').filter({ hasText: 'Update available' });
  await expect(prompt).toHaveCount(0);
  const otherTab = await context.newPage();
  await otherTab.goto(`${base}/`);
  await otherTab.waitForFunction(() => navigator.serviceWorker.controller !== null);

  deployNewVersion(dist);
  // What the app does when it comes back into view: it asks whether a new version was deployed.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(prompt).toBeVisible({ timeout: 20_000 });
  await expect(prompt).toContainText('A new version of SeedMatch is ready.');
  const otherPrompt = otherTab.getByRole('status').filter({ hasText: 'Update available' });
  await expect(otherPrompt).toBeVisible({ timeout: 20_000 });

  const reloaded = page.waitForEvent('load');
  await prompt.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  await expect(prompt).toHaveCount(0);
  const state = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return { waiting: registration?.waiting !== null, controlled: navigator.serviceWorker.controller !== null };
  });
  expect(state).toEqual({ waiting: false, controlled: true });

  // The other tab still runs the old version; its Reload moves it into the new one as well.
  const otherReloaded = otherTab.waitForEvent('load');
  await otherPrompt.getByRole('button', { name: 'Reload' }).click();
  await otherReloaded;
  await expect(otherPrompt).toHaveCount(0);
});
