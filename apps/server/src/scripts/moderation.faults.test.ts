import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { auditLog, users } from '../db/schema/index';
import { openTestDatabase } from '../../test/helpers/test-database';
import { seedPerson } from '../../test/helpers/seed-people';

const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'moderation.ts');
const CHALLENGE_SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'create-challenge.ts');

/** PGlite in a folder by default; PostgreSQL when TEST_DATABASE_URL is set (CI runs both). */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let dataDir: string | undefined;
let postgres: (Database & { url?: string }) | undefined;
let env: Record<string, string>;
let email: string;

/** Opens the store the operator command writes to (PGlite allows one process at a time, so briefly). */
async function withStore<T>(use: (database: Database) => Promise<T>): Promise<T> {
  if (postgres) return use(postgres);
  const database = await openDatabase({ dataDir: dataDir! });
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

const suspendedAt = () =>
  withStore(async ({ db }) => (await db.select({ at: users.suspendedAt }).from(users).where(eq(users.email, email)))[0]?.at ?? null);

function operator(...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', SCRIPT, ...args], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

beforeAll(async () => {
  if (onPostgres) postgres = await openTestDatabase();
  else dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seedmatch-moderation-'));
  const person = await withStore(({ db }) => seedPerson(db, 'Moderated'));
  email = await withStore(async ({ db }) => (await db.select().from(users).where(eq(users.id, person.id)))[0]!.email);
  // Port 9 (discard) has no server: the commands work on the database itself.
  env = { DEMO_DATA: 'off', ADMIN_API_URL: 'http://127.0.0.1:9', ...(postgres ? { DATABASE_URL: postgres.url! } : { DATA_DIR: dataDir! }) };
});

afterAll(async () => {
  await postgres?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('operator commands', () => {
  it('suspend and unsuspend an account by e-mail, with a reason', async () => {
    const suspended = operator('suspend', `--email=${email.toUpperCase()}`, '--reason=Spam');
    expect(suspended.status, suspended.stderr).toBe(0);
    expect(await suspendedAt()).toBeInstanceOf(Date);

    const lifted = operator('unsuspend', `--email=${email}`, '--reason=Appeal');
    expect(lifted.status, lifted.stderr).toBe(0);
    expect(lifted.stdout).toContain(`Unsuspended ${email}`);
    expect(await suspendedAt()).toBeNull();
  });

  it('refuses an unknown address or a missing reason, naming the usage', () => {
    const unknown = operator('unsuspend', '--email=nobody@example.com', '--reason=x');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('No account has the address nobody@example.com. Usage: npm run user:unsuspend -- --email=');
    const noReason = operator('suspend', `--email=${email}`);
    expect(noReason.status).toBe(2);
    expect(noReason.stderr).toContain('--reason=<why, for the audit log>');
  });

  it('lists the open reports and schedules a challenge, both in the audit log', async () => {
    const reports = operator('reports');
    expect(reports.status, reports.stderr).toBe(0);
    expect(reports.stdout).toContain('No open reports.');
    const start = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const created = spawnSync(process.execPath, ['--import', 'tsx', CHALLENGE_SCRIPT, `--start=${start}`, '--title=Winter', '--max=20'], {
      env: { ...process.env, ...env },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(created.status, created.stderr).toBe(0);
    expect(created.stdout).toContain(`Created "Winter" on the database (no server answered): ${start}`);
    const entries = await withStore(({ db }) => db.select().from(auditLog).orderBy(asc(auditLog.createdAt)));
    expect(entries.map((entry) => [entry.actor, entry.action])).toEqual([
      ['command line', 'user.suspended'],
      ['command line', 'user.unsuspended'],
      ['command line', 'challenge.scheduled'],
    ]);
  });
});
