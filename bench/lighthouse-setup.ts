// What both Lighthouse benchmarks start: the built server behind nginx as deployed (TLS, HTTP/2; decision
// 0059), a headless Chromium, and a founder signed in the way a person signs in.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { freePort, ServerProcess } from '../apps/server/test/helpers/server-process';
import { startNginx } from '../scripts/services.mjs';
import { CHROMIUM_ARGS } from '../scripts/chromium-args.mjs';
import { PRERENDERED_ATTRIBUTE } from '@seedmatch/shared/landing-boot';

const root = path.resolve(import.meta.dirname, '..');
// nginx's certificate is a throwaway one, made for the run.
const CHROME_ARGS = [...CHROMIUM_ARGS, '--ignore-certificate-errors'];

/** The app as deployed and a browser beside it; `stop` ends all three and removes their folders. */
export type Deployed = { url: string; browser: Browser; stop: () => Promise<void> };

export async function startDeployed(): Promise<Deployed> {
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html')) || !fs.existsSync(path.join(root, 'apps/server/dist/main.mjs'))) {
    console.error('Run `npm run build` first.');
    process.exit(1);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seedmatch-lighthouse-'));
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seedmatch-lighthouse-chrome-'));
  const [appPort, httpsPort, httpPort] = await Promise.all([freePort(), freePort(), freePort()]);
  const app = new ServerProcess(
    appPort,
    { DATA_DIR: dataDir, PUBLIC_URL: `https://127.0.0.1:${httpsPort}`, TRUST_PROXY: '127.0.0.1' },
    'built',
  );
  await app.start();
  const nginx = await startNginx({ httpsPort, httpPort, instances: [`127.0.0.1:${appPort}`, `127.0.0.1:${appPort}`] }).catch(
    async (error: unknown) => {
      await app.stop();
      throw error;
    },
  );
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    userDataDir: profileDir,
    args: CHROME_ARGS,
  });
  return {
    url: nginx.url,
    browser,
    stop: async () => {
      await browser.close();
      await nginx.stop();
      await app.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(profileDir, { recursive: true, force: true });
    },
  };
}

/**
 * Signs a new founder in the way a person does (Get Started, the role, the local issuer's popup); returns the token.
 * The sign-in happens in its own browser context so the landing page is audited signed out.
 */
export async function signInFounder(browser: Browser, origin: string): Promise<string> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.goto(origin);
  // Once the app has replaced the page's own landing: puppeteer's click, holding a button the swap removed
  // while it scrolled to it, tries that removed button again until its time runs out.
  await page.waitForFunction((attribute) => !document.querySelector(`[${attribute}]`), {}, PRERENDERED_ATTRIBUTE);
  await page.locator('::-p-text(Get Started)').click();
  const popupTarget = context.waitForTarget((target) => target.opener() === page.target());
  await page.locator("::-p-text(I'm a Founder)").click();
  const popup = (await (await popupTarget).page())!;
  await popup.locator('#email').fill(`lighthouse-${Date.now()}@example.com`);
  await popup.locator('#name').fill('Lighthouse Founder');
  await popup.locator('::-p-text(Continue)').click();
  await page.waitForFunction(() => window.location.pathname === '/app/swipe', { timeout: 20_000 });
  const token = await page.evaluate(() => window.localStorage.getItem('authToken'));
  await context.close();
  if (!token) throw new Error('sign-in stored no token');
  return token;
}

/** One Lighthouse run in a fresh tab; Lighthouse clears the origin's caches first, the token is put back before any script runs. */
export async function audit(browser: Browser, url: string, token: string | null, flags: Flags): Promise<RunnerResult> {
  const page = await browser.newPage();
  if (token) await page.evaluateOnNewDocument((value) => window.localStorage.setItem('authToken', value), token);
  const result = await lighthouse(url, { output: 'json', logLevel: 'error', ...flags }, undefined, page);
  await page.close();
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  return result;
}
