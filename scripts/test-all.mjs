// The one test command: installs what the suites need, starts PostgreSQL and Redis on loopback,
// runs unit, API (PGlite and PostgreSQL), Redis and end-to-end suites, and prints the totals.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { findPostgresBin, freePort, startPostgres, startRedis } from './services.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'seedmatch-reports-'));
const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

function ensureSystemPackages() {
  const missing = [];
  if (!fs.existsSync('/usr/bin/chromium')) missing.push('chromium');
  if (!fs.existsSync('/usr/bin/chromium-headless-shell')) missing.push('chromium-headless-shell');
  if (!findPostgresBin()) missing.push('postgresql');
  if (!has('redis-server')) missing.push('redis-server');
  if (!fs.existsSync('/usr/sbin/nginx')) missing.push('nginx');
  if (!has('openssl')) missing.push('openssl');
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`Missing system packages: ${missing.join(', ')}. Install them with: sudo apt-get install -y ${missing.join(' ')}`);
  }
  console.log(`Installing ${missing.join(', ')} from apt...`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/**
 * Runs one step and says how long it took, so the slow steps of a long run are plain to see. Its output
 * goes straight to the terminal, or, for steps run side by side (`held`), is held and printed whole
 * when the step ends, so two steps' lines never interleave.
 */
function run(label, command, args, env = {}, { held = false } = {}) {
  if (!held) console.log(`\n=== ${label} ===`);
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: root,
    stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      if (held) console.log(`\n=== ${label} (side by side) ===\n${Buffer.concat(output).toString('utf8')}`);
      console.log(`=== ${label}: ${status === 0 ? 'done' : 'failed'} in ${((performance.now() - started) / 1000).toFixed(0)} s ===`);
      resolve(status === 0);
    });
  });
}

/** Runs lanes side by side, each lane's steps one after another; true when every step passed. */
async function sideBySide(...lanes) {
  const results = await Promise.all(
    lanes.map(async (steps) => {
      let passed = true;
      for (const step of steps) passed = (await step({ held: true })) && passed;
      return passed;
    }),
  );
  return results.every(Boolean);
}

const totals = { passed: 0, failed: 0, flaky: 0 };
/** The failed tests by suite and name, printed again at the very end where a truncated log still shows them. */
const failures = [];
const firstLine = (text = '') => stripVTControlCharacters(text).trim().split('\n')[0].slice(0, 300);

function countVitest(suite, file) {
  if (!fs.existsSync(file)) {
    failures.push(`${suite}: no report (the run stopped before it wrote one)`);
    return void (totals.failed += 1);
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests + (report.numTotalTestSuites > 0 && !report.success && report.numFailedTests === 0 ? 1 : 0);
  for (const result of report.testResults) {
    const where = path.relative(root, result.name);
    const failed = result.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed) failures.push(`${suite}: ${where} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
    if (failed.length === 0 && result.status === 'failed') failures.push(`${suite}: ${where}: ${firstLine(result.message)}`);
  }
}

function* playwrightSpecs(suite) {
  for (const spec of suite.specs ?? []) yield spec;
  for (const child of suite.suites ?? []) yield* playwrightSpecs(child);
}
function countPlaywright(suite, file) {
  if (!fs.existsSync(file)) {
    failures.push(`${suite}: no report (the run stopped before it wrote one)`);
    return void (totals.failed += 1);
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += report.stats.expected + report.stats.flaky;
  totals.failed += report.stats.unexpected;
  totals.flaky += report.stats.flaky;
  for (const spec of report.suites.flatMap((top) => [...playwrightSpecs(top)])) {
    if (spec.ok) continue;
    const error = spec.tests.flatMap((test) => test.results).find((result) => result.error)?.error?.message;
    failures.push(`${suite}: ${spec.file}:${spec.line} › ${spec.title}: ${firstLine(error)}`);
  }
  for (const error of report.errors ?? []) failures.push(`${suite}: ${firstLine(error.message)}`);
}

/** A vitest project as a step: run it, then count its report. */
function vitest(label, project, name, env = {}, files = []) {
  return async (options) => {
    const output = path.join(reports, `${name}.json`);
    const args = ['node_modules/vitest/vitest.mjs', 'run', '--project', project, '--reporter=default', '--reporter=json'];
    const ok = await run(label, process.execPath, [...args, `--outputFile.json=${output}`, ...files], env, options);
    countVitest(label, output);
    return ok;
  };
}

/** A Playwright run as a step: run it, then count its report. */
function playwright(label, name, args, env = {}) {
  return async (options) => {
    const output = path.join(reports, `${name}.json`);
    const ok = await run(
      label,
      process.execPath,
      ['node_modules/@playwright/test/cli.js', 'test', ...args],
      { PLAYWRIGHT_JSON_OUTPUT_NAME: output, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', ...env },
      options,
    );
    countPlaywright(label, output);
    return ok;
  };
}

/**
 * The end-to-end specs in two halves (playwright.config.ts), each against its own server (port, data
 * folder and test clock), so the halves run side by side without seeing each other's users, ideas or clock.
 */
const e2eHalf = async (half) =>
  playwright(`End-to-end tests (Chromium), half ${half} of 2`, `e2e-${half}`, [], {
    E2E_HALF: String(half),
    E2E_PORT: String(await freePort()),
  });

let postgres;
let redis;
let ok = true;
try {
  ensureSystemPackages();
  postgres = await startPostgres();
  redis = await startRedis();
  // Two lanes of about the same length: one core each.
  ok =
    (await sideBySide(
      [vitest('API tests on PGlite', 'api', 'api-pglite')],
      [
        vitest('Unit and component tests', 'unit', 'unit'),
        vitest('Tooling tests (lint walls)', 'tooling', 'tooling'),
        vitest('API tests on PostgreSQL', 'api', 'api-postgres', { TEST_DATABASE_URL: postgres.url }),
        vitest('Redis tests', 'redis', 'redis', { TEST_REDIS_URL: redis.url, TEST_DATABASE_URL: postgres.url }),
      ],
    )) && ok;
  ok = (await run('Build', 'npm', ['run', 'build', '--silent'])) && ok;
  // The crash tests time restarts and outages: they run alone, on the server just built.
  const built = { TEST_SERVER_ENTRY: 'built' };
  ok = (await vitest('Crash tests on PGlite (SIGKILL)', 'faults', 'faults-pglite', built)()) && ok;
  // Only the fault tests that run on TEST_DATABASE_URL: the others own their store (a PGlite folder, or a
  // PostgreSQL they start, stop and fill themselves) and ran in full above.
  ok =
    (await vitest('Crash tests on PostgreSQL (SIGKILL)', 'faults', 'faults-postgres', { ...built, TEST_DATABASE_URL: postgres.url }, [
      'crash-safety.faults',
      'socket-flood.faults',
      'moderation.faults',
    ])()) && ok;
  // The cold-start budget is timed on a quiet machine: nothing runs beside it.
  ok = (await run('Budgets (bench --quick)', process.execPath, ['--import', 'tsx', 'bench/run.ts', '--quick'])) && ok;
  ok = (await sideBySide([await e2eHalf(1)], [await e2eHalf(2)])) && ok;
  ok =
    (await playwright('Scale-out end-to-end test (two instances behind nginx)', 'e2e-scale-out', [
      '-c',
      'playwright.scale-out.config.ts',
    ])()) && ok;
  ok =
    (await playwright(
      'Visual regression (main screens, 390 and 1440 px, both themes)',
      'e2e-visual',
      ['-c', 'playwright.visual.config.ts'],
      {
        E2E_VISUAL_PORT: String(await freePort()),
      },
    )()) && ok;
} catch (error) {
  ok = false;
  console.error(error instanceof Error ? error.message : error);
} finally {
  redis?.stop();
  postgres?.stop();
  fs.rmSync(reports, { recursive: true, force: true });
}

if (!ok && totals.failed === 0) totals.failed = 1;
if (totals.flaky > 0) console.log(`\n${totals.flaky} end-to-end test(s) passed only on retry: flaky, see the list above`);
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((failure) => `- ${failure}`).join('\n')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
