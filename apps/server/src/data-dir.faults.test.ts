import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeFolder } from '../../../scripts/services.mjs';
import { openDatabase } from './db/client';
import { users } from './db/schema/index';
import { freePort, ServerProcess } from '../test/helpers/server-process';
import { runScript } from '../test/helpers/run-script';
import { seedPerson, type Person } from '../test/helpers/seed-people';

const folders: string[] = [];
const servers: ServerProcess[] = [];
let template: string;
let target: Person & { email: string };

// The first start of a folder (initdb) is slow: each test starts from a copy of one made here.
beforeAll(async () => {
  template = fs.mkdtempSync(path.join(os.tmpdir(), 'seedmatch-data-dir-'));
  const database = await openDatabase({ dataDir: template });
  const person = await seedPerson(database.db, 'Target');
  const [user] = await database.db.select({ email: users.email }).from(users).where(eq(users.id, person.id));
  await database.close();
  target = { ...person, email: user!.email };
}, 120_000);
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.kill()));
  folders.splice(0).forEach((folder) => fs.rmSync(folder, { recursive: true, force: true }));
});
afterAll(() => fs.rmSync(template, { recursive: true, force: true }));

function newDataDir(): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seedmatch-data-dir-'));
  fs.cpSync(template, dataDir, { recursive: true });
  folders.push(dataDir);
  return dataDir;
}

async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const server = new ServerProcess(await freePort(), { DATA_DIR: dataDir, DEMO_DATA: 'off', ...env });
  servers.push(server);
  await server.start();
  return server;
}

/** A second server on the folder, run until it exits by itself (or is killed after 20 s, still running). */
async function startSecondServer(dataDir: string) {
  return runScript(
    'apps/server/src/main.ts',
    [],
    { DATA_DIR: dataDir, DEMO_DATA: 'off', PORT: String(await freePort()), HOST: '127.0.0.1' },
    20_000,
  );
}

const me = (server: ServerProcess, token: string) => fetch(`${server.url}/api/users/me`, { headers: { authorization: `Bearer ${token}` } });

describe('one process owns the embedded database', () => {
  it('refuses a second server on the same DATA_DIR, naming the folder and the holder, and recovers the lock after SIGKILL', async () => {
    const dataDir = newDataDir();
    const first = await startServer(dataDir);

    const second = await startSecondServer(dataDir);
    expect(second.timedOut).toBe(false);
    expect(second.code).not.toBe(0);
    expect(second.stderr).toContain(dataDir);
    expect(second.stderr).toContain(`process ${first.pid}`);

    await first.kill();
    const next = await startServer(dataDir);
    expect((await fetch(`${next.url}/healthz`)).ok).toBe(true);
    const third = await startSecondServer(dataDir);
    expect(third.code).not.toBe(0);
    expect(third.stderr).toContain(`process ${next.pid}`);
  }, 180_000);

  it('refuses to start on a full disk with a clear message and no stray files, then starts with its data once there is room', async () => {
    const disk = makeFolder('seedmatch-full-disk-', { diskMb: 96 });
    try {
      fs.cpSync(template, disk.dir, { recursive: true });
      const before = fs.readdirSync(disk.dir).sort();
      disk.fill();
      const refused = await startSecondServer(disk.dir);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('SeedMatch cannot start: the disk holding its data is full. Free some space, then start it again.');
      disk.unfill();
      expect(fs.readdirSync(disk.dir).sort()).toEqual(before);
      const server = await startServer(disk.dir);
      expect((await me(server, target.token)).status).toBe(200);
      await server.stop();
    } finally {
      disk.remove();
    }
  });

  it('does an operator command through the running server with the admin token, and refuses it without', async () => {
    const token = 'operator-token-'.padEnd(48, 'x');
    const dataDir = newDataDir();
    const server = await startServer(dataDir, { ADMIN_TOKEN: token });
    const suspend = (env: Record<string, string>) =>
      runScript('apps/server/src/scripts/moderation.ts', ['suspend', `--email=${target.email}`, '--reason=Spam wave'], {
        DATA_DIR: dataDir,
        PORT: String(server.port),
        ...env,
      });

    const refused = await suspend({});
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`A server runs at ${server.url}. Set ADMIN_TOKEN`);
    expect((await me(server, target.token)).status).toBe(200);

    const done = await suspend({ ADMIN_TOKEN: token });
    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout).toContain(`Suspended ${target.email} (${target.id}) through the running server`);
    expect((await me(server, target.token)).status).toBe(401);
    const audit = await fetch(`${server.url}/api/admin/audit`, { headers: { authorization: `Bearer ${token}` } });
    expect(await audit.json()).toMatchObject([{ actor: 'admin token', action: 'user.suspended', reason: 'Spam wave' }]);
  }, 180_000);

  it('refuses to write behind a server it cannot reach, and works on the folder itself once none runs', async () => {
    const dataDir = newDataDir();
    const server = await startServer(dataDir);
    const suspend = () =>
      runScript('apps/server/src/scripts/moderation.ts', ['suspend', `--email=${target.email}`, '--reason=Spam wave'], {
        DATA_DIR: dataDir,
        ADMIN_API_URL: 'http://127.0.0.1:9',
      });

    const refused = await suspend();
    expect(refused.code).not.toBe(0);
    expect(refused.stdout).not.toContain('Suspended');
    expect(refused.stderr).toContain(`Stop the server (PID ${server.pid}) first`);
    expect((await me(server, target.token)).status).toBe(200);

    expect(await server.stop()).toBe(0);
    const done = await suspend();
    expect(done.code).toBe(0);
    expect(done.stdout).toContain(`Suspended ${target.email} (${target.id}) on the database (no server answered)`);
    await server.start();
    expect((await me(server, target.token)).status).toBe(401);
  }, 180_000);
});

/** Every folder under `dir` not 0700 and every file that group or others may read or write. */
function looseEntries(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).flatMap((name) => {
    const entry = path.join(dir, name);
    const stat = fs.lstatSync(entry);
    const mode = stat.mode & 0o777;
    const loose = stat.isDirectory() ? mode !== 0o700 : (mode & 0o077) !== 0;
    return loose ? [`${name} ${mode.toString(8)}`] : [];
  });
}

describe('the data folder is private', () => {
  it('holds only owner-only files and 0700 folders once the server has started, an older version’s open folder included', async () => {
    const dataDir = newDataDir();
    // As an older version left it: folders 0777, files 0666.
    for (const name of ['', ...fs.readdirSync(dataDir, { recursive: true, encoding: 'utf8' })]) {
      const entry = path.join(dataDir, name);
      fs.chmodSync(entry, fs.statSync(entry).isDirectory() ? 0o777 : 0o666);
    }
    const server = await startServer(dataDir);
    expect(looseEntries(dataDir)).toEqual([]);
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);

    const written = await fetch(`${server.url}/api/users/me`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${target.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ bio: 'Private' }),
    });
    expect(written.status).toBe(200);
    expect(await server.stop()).toBe(0);
    expect(looseEntries(dataDir)).toEqual([]);
  }, 180_000);
});
