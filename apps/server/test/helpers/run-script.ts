import { spawn } from 'node:child_process';
import { repoRoot } from './server-process';

export type ScriptRun = { code: number | null; stdout: string; stderr: string; timedOut: boolean };

/** Runs a TypeScript entry of the server (through tsx) to its end; one still running after `timeoutMs` is killed. */
export function runScript(entry: string, args: string[], env: Record<string, string>, timeoutMs = 30_000): Promise<ScriptRun> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill('SIGKILL');
  }, timeoutMs);
  return new Promise((resolve) => {
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, timedOut });
    });
  });
}
