// Lighthouse (mobile, simulated slow 4G) on the landing page and, signed in as a founder, on the swipe deck:
// the median of 3 runs per page against the built server (run `npm run build` first), reached as people reach
// it: through nginx with the deployment guide's configuration, TLS and HTTP/2 (docs/decisions/0059).
import fs from 'node:fs';
import path from 'node:path';
import type { Flags, Result } from 'lighthouse';
import type { Browser } from 'puppeteer-core';
import { CATEGORIES, report } from './lighthouse-report';
import { audit as auditPage, signInFounder, startDeployed } from './lighthouse-setup';

const RUNS = 3;

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

/** One Lighthouse run of the three categories, at the given CPU slow-down (Lighthouse's own when none). */
async function audit(browser: Browser, url: string, token: string | null, cpuSlowdownMultiplier?: number): Promise<Result> {
  const flags: Flags = { onlyCategories: [...CATEGORIES] };
  if (cpuSlowdownMultiplier) flags.throttling = { cpuSlowdownMultiplier };
  return (await auditPage(browser, url, token, flags)).lhr;
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

const { url: origin, browser, stop } = await startDeployed();
try {
  const token = await signInFounder(browser, origin);
  // A first run of the landing page, not counted, measures the machine.
  const { benchmarkIndex } = (await audit(browser, origin, null)).environment;
  const slowdown = cpuSlowdown(benchmarkIndex);
  console.log(`machine benchmark index ${Math.round(benchmarkIndex)}: CPU slowed down ${slowdown.toFixed(2)}x (Lighthouse's default: 4x)`);
  for (const [name, pagePath, pageToken] of [
    ['landing /', '/', null],
    ['swipe /app/swipe (founder)', '/app/swipe', token],
  ] as const) {
    const runs: Result[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await auditWithRetry(browser, `${origin}${pagePath}`, pageToken, slowdown));
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
  await stop();
}
