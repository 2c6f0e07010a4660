import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

function folderWithLock(holder: unknown): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seedmatch-lock-'));
  folders.push(dataDir);
  if (holder !== undefined)
    fs.writeFileSync(path.join(dataDir, 'server.pid'), typeof holder === 'string' ? holder : JSON.stringify(holder));
  return dataDir;
}

const holderOf = (dataDir: string) => JSON.parse(fs.readFileSync(path.join(dataDir, 'server.pid'), 'utf8')).pid;

describe('the data folder lock', () => {
  it('refuses a folder a live process holds, naming the folder and its PID', async () => {
    const dataDir = folderWithLock({ pid: process.ppid, startTime: null });
    const refused = await lockDataDir(dataDir).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataDirLockedError);
    expect((refused as Error).message).toContain(dataDir);
    expect((refused as Error).message).toContain(`process ${process.ppid}`);
    expect(holderOf(dataDir)).toBe(process.ppid);
  });

  it('refuses a second lock from the same process until the first is released', async () => {
    const dataDir = folderWithLock(undefined);
    const lock = await lockDataDir(dataDir);
    await expect(lockDataDir(dataDir)).rejects.toBeInstanceOf(DataDirLockedError);
    await lock.release();
    expect(fs.existsSync(path.join(dataDir, 'server.pid'))).toBe(false);
    await (await lockDataDir(dataDir)).release();
  });

  it.each([
    ['a process that no longer exists', { pid: 2 ** 22 + 1, startTime: '1' }],
    ['a PID now used by a process that started at another time', { pid: process.ppid, startTime: '1' }],
    ['this process’s PID, left by an earlier run (a restarted container)', { pid: process.pid, startTime: '1' }],
    ['a garbled file', '{"pid": 12'],
  ])('takes over a lock left by %s, and says whose', async (_, holder) => {
    const dataDir = folderWithLock(holder);
    const takenFrom: number[] = [];
    const lock = await lockDataDir(dataDir, (stalePid) => takenFrom.push(stalePid));
    expect(holderOf(dataDir)).toBe(process.pid);
    expect(takenFrom).toEqual(typeof holder === 'string' ? [] : [holder.pid]);
    expect(fs.readdirSync(dataDir)).toEqual(['server.pid']);
    await lock.release();
  });

  it('takes over a lock left by a killed process its parent has not reaped yet (a zombie)', async () => {
    // `sleep 60` is killed; the shell that started it has become `sleep 30`, which never waits for it.
    const parent = spawn('sh', ['-c', 'sleep 60 & echo $!; exec sleep 30'], { stdio: ['ignore', 'pipe', 'ignore'] });
    try {
      const [line] = (await once(parent.stdout, 'data')) as [Buffer];
      const pid = Number(line.toString().trim());
      const startTime = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[19];
      // Killed while the shell is still a shell, `sleep 60` is reaped by it, and no zombie is left to test.
      await expect.poll(() => fs.readFileSync(`/proc/${parent.pid}/comm`, 'utf8').trim()).toBe('sleep');
      process.kill(pid, 'SIGKILL');
      await expect.poll(() => fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]![0]).toBe('Z');
      const dataDir = folderWithLock({ pid, startTime });
      const lock = await lockDataDir(dataDir);
      expect(holderOf(dataDir)).toBe(process.pid);
      await lock.release();
    } finally {
      parent.kill('SIGKILL');
    }
  });
});
