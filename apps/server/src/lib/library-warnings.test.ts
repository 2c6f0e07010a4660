import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { freePort, repoRoot } from '../../test/helpers/server-process';
import { logLines, unstructuredLines } from '../../test/helpers/log-lines';

// A preload that lets the test make the running server emit a process warning, as a library would.
const PROBE = `data:text/javascript,process.on('SIGUSR2', () => process.emitWarning('probe warning', { code: 'SEEDMATCH_PROBE' }));`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seedmatch-warnings-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function waitFor(check: () => boolean, what: string) {
  const deadline = Date.now() + 60_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

it('starts on Node 24 printing only JSON log lines, and logs a process warning as JSON', async () => {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', PROBE, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_DATA: 'off', LOG_LEVEL: 'info' },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await waitFor(() => stdout.includes('SeedMatch is ready') || child.exitCode !== null, 'start-up');
    child.kill('SIGUSR2');
    await waitFor(() => stdout.includes('SEEDMATCH_PROBE'), 'the probe warning');
  } finally {
    child.kill('SIGTERM');
    await exited;
  }

  const lines = logLines(`${stdout}\n${stderr}`);
  expect(unstructuredLines(lines)).toEqual([]);
  expect(lines).toContainEqual(expect.objectContaining({ msg: 'SeedMatch is ready', node: expect.stringMatching(/^v24\./) }));
  expect(lines).toContainEqual(
    expect.objectContaining({
      level: 40,
      msg: 'process warning',
      warning: { name: 'Warning', code: 'SEEDMATCH_PROBE', message: 'probe warning' },
    }),
  );
}, 90_000);
