import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** How the server runs: from its TypeScript through tsx, or the bundle `npm run build` makes (what ships). */
export type ServerEntry = 'source' | 'built';

const ENTRY_ARGS: Record<ServerEntry, string[]> = {
  source: ['--import', 'tsx', 'apps/server/src/main.ts'],
  built: ['apps/server/dist/main.mjs'],
};

/**
 * The entry a test's server runs unless it names one: the source, or the bundle when the test command has
 * just built it (TEST_SERVER_ENTRY=built): what ships, and a start without tsx's compiling is 2 s shorter.
 */
const defaultEntry: ServerEntry = process.env.TEST_SERVER_ENTRY === 'built' ? 'built' : 'source';

/** The real server as a child process on loopback, which a test can SIGKILL and start again. */
export class ServerProcess {
  private child: ChildProcess | null = null;
  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
    private readonly entry: ServerEntry = defaultEntry,
    /** Options for node itself, before the entry (a benchmark's `--inspect`, say). */
    private readonly nodeArgs: string[] = [],
  ) {}

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  async start(): Promise<void> {
    this.child = spawn(process.execPath, [...this.nodeArgs, ...ENTRY_ARGS[this.entry]], {
      cwd: repoRoot,
      env: {
        ...process.env,
        ...this.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        PUBLIC_URL: this.env.PUBLIC_URL ?? this.url,
      },
      stdio: 'ignore',
    });
    // Generous: on a loaded 2-core machine tsx and PGlite alone took 15-30 s; a server that fails exits sooner.
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) throw new Error(`the server exited with code ${this.child.exitCode} before it was ready`);
      const ok = await fetch(`${this.url}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the server did not start within 60 s');
  }

  /** Resident memory of the server process, in KB (Linux). */
  residentKb(): number {
    return Number(/VmRSS:\s+(\d+)/.exec(this.procFile('status'))?.[1] ?? 0);
  }

  /** CPU time the server process has used so far, in ms (Linux; user + system, in 1/100 s ticks). */
  cpuMs(): number {
    const fields = this.procFile('stat').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  }

  /** SIGKILL: no shutdown hook runs, as in a crash or a pulled plug. */
  async kill(): Promise<void> {
    await this.end('SIGKILL');
  }

  /** SIGTERM: the graceful shutdown; resolves with the exit code. */
  stop(): Promise<number | null> {
    return this.end('SIGTERM');
  }

  private procFile(name: 'status' | 'stat'): string {
    if (!this.child?.pid) throw new Error('the server is not running');
    return fs.readFileSync(`/proc/${this.child.pid}/${name}`, 'utf8');
  }

  private async end(signal: NodeJS.Signals): Promise<number | null> {
    const child = this.child;
    if (!child || child.exitCode !== null) return child?.exitCode ?? null;
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill(signal);
    const code = await exited;
    this.child = null;
    return code;
  }
}
