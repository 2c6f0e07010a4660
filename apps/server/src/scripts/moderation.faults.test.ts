import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { users } from '../db/schema/index';
import { openTestDatabase } from '../../test/helpers/test-database';
import { seedPerson } from '../../test/helpers/seed-people';

const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'moderation.ts');

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
  env = { DEMO_DATA: 'off', ...(postgres ? { DATABASE_URL: postgres.url! } : { DATA_DIR: dataDir! }) };
});

afterAll(async () => {
  await postgres?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('operator commands', () => {
  it('suspend and unsuspend an account by e-mail', async () => {
    const suspended = operator('suspend', `--email=${email}`);
    expect(suspended.status, suspended.stderr).toBe(0);
    expect(await suspendedAt()).toBeInstanceOf(Date);

    const lifted = operator('unsuspend', `--email=${email}`);
    expect(lifted.status, lifted.stderr).toBe(0);
    expect(lifted.stdout).toContain(`Unsuspended ${email}`);
    expect(await suspendedAt()).toBeNull();
  });

  it('refuses to unsuspend an unknown address, naming the usage', () => {
    const result = operator('unsuspend', '--email=nobody@example.com');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Usage: npm run user:unsuspend -- --email=');
  });
});
