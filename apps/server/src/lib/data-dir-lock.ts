import fs from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Names the folder and the process that holds it, so an operator knows what to stop. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(`The data folder ${dataDir} is in use by SeedMatch process ${holderPid}: one process at a time owns the embedded database.`);
  }
}

export type DataDirLock = { release: () => Promise<void> };

type Holder = { pid: number; startTime: string | null };

const LOCK_FILE = 'server.pid';
const heldHere = new Set<string>();

/**
 * Takes `dataDir` for this process, as PostgreSQL's postmaster.pid does: a file made atomically (link
 * fails when it exists) naming the holder. A lock whose process is gone (SIGKILL, power cut) is taken
 * over at once; a live holder's is refused with a DataDirLockedError.
 */
export async function lockDataDir(dataDir: string, onTakeOver?: (stalePid: number) => void): Promise<DataDirLock> {
  const file = path.join(dataDir, LOCK_FILE);
  if (heldHere.has(file)) throw new DataDirLockedError(dataDir, process.pid);
  const mine: Holder = { pid: process.pid, startTime: processStat(process.pid)?.startTime ?? null };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (await tryCreate(file, mine)) {
      heldHere.add(file);
      return { release: () => release(file, mine) };
    }
    const holder = await readHolder(file);
    if (holder && isAlive(holder)) throw new DataDirLockedError(dataDir, holder.pid);
    if (holder && (await takeOverStale(dataDir, file, holder)) && holder.pid > 0) onTakeOver?.(holder.pid);
  }
  throw new Error(`Could not lock the data folder ${dataDir}: its lock file ${file} keeps changing`);
}

async function tryCreate(file: string, holder: Holder): Promise<boolean> {
  // Written whole under a private name first, so the lock file never exists half-written.
  const draft = `${file}.${process.pid}.draft`;
  try {
    await fs.writeFile(draft, JSON.stringify(holder), { mode: 0o600 });
    await fs.link(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await fs.rm(draft, { force: true });
  }
}

/**
 * Moves the dead holder's file aside; should it turn out to be a newer, live holder's, puts it back. True
 * when this call moved the dead holder's file (not when another starting process did first).
 */
async function takeOverStale(dataDir: string, file: string, stale: Holder): Promise<boolean> {
  const aside = `${file}.${process.pid}.stale`;
  try {
    await fs.rename(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  const moved = await readHolder(aside);
  if (moved && (moved.pid !== stale.pid || moved.startTime !== stale.startTime)) {
    await fs.link(aside, file).catch(() => undefined);
    await fs.rm(aside, { force: true });
    throw new DataDirLockedError(dataDir, moved.pid);
  }
  await fs.rm(aside, { force: true });
  return true;
}

async function release(file: string, mine: Holder): Promise<void> {
  if (!heldHere.delete(file)) return;
  const holder = await readHolder(file);
  if (holder?.pid === mine.pid && holder.startTime === mine.startTime) await fs.rm(file, { force: true });
}

async function readHolder(file: string): Promise<Holder | null> {
  try {
    const parsed: unknown = JSON.parse(await fs.readFile(file, 'utf8'));
    const { pid, startTime } = parsed as Partial<Holder>;
    if (typeof pid !== 'number') return { pid: 0, startTime: null };
    return { pid, startTime: typeof startTime === 'string' ? startTime : null };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    // Not ours to read: an unreadable or garbled file names no live holder.
    return { pid: 0, startTime: null };
  }
}

function isAlive(holder: Holder): boolean {
  if (holder.pid <= 0) return false;
  // Our own PID in the file is a previous run's (a restarted container reuses PIDs): this process holds no lock here.
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const stat = processStat(holder.pid);
  // Killed but not yet reaped by its parent (a zombie): it holds nothing any more.
  if (stat?.state === 'Z' || stat?.state === 'X') return false;
  // A reused PID belongs to a process that started at another time.
  return holder.startTime === null || stat === null || stat.startTime === holder.startTime;
}

/** A process's state and when it started, in clock ticks since boot (Linux); null where /proc is missing. */
function processStat(pid: number): { state: string; startTime: string | null } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0] ?? '', startTime: fields[19] ?? null };
  } catch {
    return null;
  }
}
