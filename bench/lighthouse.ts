// Lighthouse (mobile, simulated slow 4G) on the landing page and, signed in as a founder, on the swipe deck:
// the median of 3 runs per page against the built server (run `npm run build` first), reached as people reach
// it: through nginx with the deployment guide's configuration, TLS and HTTP/2 (docs/decisions/0059).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { freePort, ServerProcess } from '../apps/server/test/helpers/server-process';
import { startNginx } from '../scripts/services.mjs';
import { PRERENDERED_ATTRIBUTE } from '@seedmatch/shared/landing-boot';
import { CATEGORIES, report } from './lighthouse-report';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = 3;
const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // nginx's certificate is a throwaway one, made for the run.
  '--ignore-certificate-errors',
];

/**
 * Signs a new founder in the way a person does (Get Started, the role, the local issuer's popup); returns the token.
 * The sign-in happens in its own browser context so the landing page is audited signed out.
 */
async function signInFounder(browser: Browser, origin: string): Promise<string> {
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

/**
 * The CPU slow-down that makes this machine a mid-tier phone, from Lighthouse's measure of its speed (the
 * benchmark index): Lighthouse's fixed 4x assumes a high-end desktop (index about 1,500), and on a slower
 * machine it emulates a low-end phone instead. The formula is the Lighthouse team's calibration
 * (docs/throttling.md, "Calibrating the CPU slowdown"; decision 0046). LIGHTHOUSE_CPU_SLOWDOWN overrides it.
 */
function cpuSlowdown(benchmarkIndex: number): number {
  const fixed = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN);
  if (fixed > 0) return fixed;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/** One Lighthouse run in a fresh tab; Lighthouse clears the origin's caches first, the token is put back before any script runs. */
async function audit(browser: Browser, url: string, token: string | null, cpuSlowdownMultiplier?: number): Promise<Result> {
  const page = await browser.newPage();
  if (token) await page.evaluateOnNewDocument((value) => window.localStorage.setItem('authToken', value), token);
  const flags: Flags = { output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] };
  if (cpuSlowdownMultiplier) flags.throttling = { cpuSlowdownMultiplier };
  const result = await lighthouse(url, flags, undefined, page);
  await page.close();
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  return result.lhr;
}

/** Lighthouse now and then fails to record a page load (NO_NAVSTART) and asks to be run again: once. */
async function auditWithRetry(browser: Browser, url: string, token: string | null, cpuSlowdownMultiplier: number): Promise<Result> {
  try {
    return await audit(browser, url, token, cpuSlowdownMultiplier);
  } catch (error) {
    console.log(`  run failed, running again: ${error instanceof Error ? error.message : String(error)}`);
    return audit(browser, url, token, cpuSlowdownMultiplier);
  }
}

if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html')) || !fs.existsSync(path.join(root, 'apps/server/dist/main.mjs'))) {
  console.error('Run `npm run build` first.');
  process.exit(1);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seedmatch-lighthouse-'));
const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seedmatch-lighthouse-chrome-'));
const [appPort, httpsPort, httpPort] = await Promise.all([freePort(), freePort(), freePort()]);
const publicUrl = `https://127.0.0.1:${httpsPort}`;
const app = new ServerProcess(appPort, { DATA_DIR: dataDir, PUBLIC_URL: publicUrl, TRUST_PROXY: '127.0.0.1' }, 'built');
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
try {
  const token = await signInFounder(browser, nginx.url);
  // A first run of the landing page, not counted, measures the machine.
  const { benchmarkIndex } = (await audit(browser, nginx.url, null)).environment;
  const slowdown = cpuSlowdown(benchmarkIndex);
  console.log(`machine benchmark index ${Math.round(benchmarkIndex)}: CPU slowed down ${slowdown.toFixed(2)}x (Lighthouse's default: 4x)`);
  for (const [name, pagePath, pageToken] of [
    ['landing /', '/', null],
    ['swipe /app/swipe (founder)', '/app/swipe', token],
  ] as const) {
    const runs: Result[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await auditWithRetry(browser, `${nginx.url}${pagePath}`, pageToken, slowdown));
    report(name, runs);
    // LIGHTHOUSE_REPORTS=<folder> keeps every run's full report (JSON), to read what the summary leaves out.
    const folder = process.env.LIGHTHOUSE_REPORTS;
    if (folder) {
      fs.mkdirSync(folder, { recursive: true });
      runs.forEach((run, n) =>
        fs.writeFileSync(path.join(folder, `${pagePath.replaceAll('/', '_') || '_'}-${n + 1}.json`), JSON.stringify(run)),
      );
    }
  }
} finally {
  await browser.close();
  await nginx.stop();
  await app.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(profileDir, { recursive: true, force: true });
}
