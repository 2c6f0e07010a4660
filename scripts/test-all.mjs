// The one test command: installs what the suites need, starts PostgreSQL and Redis on loopback,
// runs unit, API (PGlite and PostgreSQL), Redis and end-to-end suites, and prints the totals.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { findPostgresBin, startPostgres, startRedis } from './services.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'seedmatch-reports-'));
const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

function ensureSystemPackages() {
  const missing = [];
  if (!fs.existsSync('/usr/bin/chromium')) missing.push('chromium');
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

/** Runs one step; says how long it took, so the slow steps of a long run are plain to see. */
function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`=== ${label}: ${result.status === 0 ? 'done' : 'failed'} in ${((performance.now() - started) / 1000).toFixed(0)} s ===`);
  return result.status === 0;
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

function vitest(label, project, name, env = {}, files = []) {
  const output = path.join(reports, `${name}.json`);
  const ok = run(
    label,
    process.execPath,
    [
      'node_modules/vitest/vitest.mjs',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${output}`,
      ...files,
    ],
    env,
  );
  countVitest(label, output);
  return ok;
}

let postgres;
let redis;
let ok = true;
try {
  ensureSystemPackages();
  postgres = await startPostgres();
  redis = await startRedis();
  ok = vitest('Unit and component tests', 'unit', 'unit') && ok;
  ok = vitest('Tooling tests (lint walls)', 'tooling', 'tooling') && ok;
  ok = vitest('API tests on PGlite', 'api', 'api-pglite') && ok;
  ok = vitest('API tests on PostgreSQL', 'api', 'api-postgres', { TEST_DATABASE_URL: postgres.url }) && ok;
  ok = vitest('Redis tests', 'redis', 'redis', { TEST_REDIS_URL: redis.url, TEST_DATABASE_URL: postgres.url }) && ok;
  ok = vitest('Crash tests on PGlite (SIGKILL)', 'faults', 'faults-pglite') && ok;
  // Only the fault tests that run on TEST_DATABASE_URL: the others own their store (a PGlite folder, or a
  // PostgreSQL they start, stop and fill themselves) and ran in full above.
  ok =
    vitest('Crash tests on PostgreSQL (SIGKILL)', 'faults', 'faults-postgres', { TEST_DATABASE_URL: postgres.url }, [
      'crash-safety.faults',
      'socket-flood.faults',
      'moderation.faults',
    ]) && ok;
  ok = run('Build', 'npm', ['run', 'build', '--silent']) && ok;
  ok = run('Budgets (bench --quick)', process.execPath, ['--import', 'tsx', 'bench/run.ts', '--quick']) && ok;
  const e2eReport = path.join(reports, 'e2e.json');
  ok =
    run('End-to-end tests (Chromium)', process.execPath, ['node_modules/@playwright/test/cli.js', 'test'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    }) && ok;
  countPlaywright('End-to-end tests', e2eReport);
  const scaleOutReport = path.join(reports, 'e2e-scale-out.json');
  ok =
    run(
      'Scale-out end-to-end test (two instances behind nginx)',
      process.execPath,
      ['node_modules/@playwright/test/cli.js', 'test', '-c', 'playwright.scale-out.config.ts'],
      { PLAYWRIGHT_JSON_OUTPUT_NAME: scaleOutReport, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
    ) && ok;
  countPlaywright('Scale-out end-to-end test', scaleOutReport);
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
