import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { outageReason } from '../lib/log-serializers';
import { rowsOf } from './rows';

/** One migration of this build, as the journal lists it: `when` is what drizzle records as `created_at`. */
type JournalEntry = { tag: string; when: number };

/** The migrations this build carries, oldest first. */
function readJournal(migrationsFolder: string): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return journal.entries;
}

/** The database holds migrations this build does not know: a newer version migrated it. */
export class DatabaseTooNewError extends Error {
  override name = 'DatabaseTooNewError';
  constructor(
    readonly appliedAt: number,
    readonly knownUpTo: JournalEntry,
  ) {
    super(`the database was migrated by a newer version of SeedMatch than this one (last known migration: ${knownUpTo.tag})`);
  }
}

/** Migrating failed: drizzle runs every pending migration in one transaction, so none of them was kept. */
export class MigrationFailedError extends Error {
  override name = 'MigrationFailedError';
  constructor(
    /** The migration whose statement failed, when it can be told from the statement. */
    readonly failedIn: string | undefined,
    readonly pending: string[],
    readonly reason: string,
    cause: unknown,
    /** The database had never been migrated: no previous version ran on it. */
    readonly wasEmpty: boolean,
  ) {
    super(`migration ${failedIn ?? pending.join(', ')} failed: ${reason}`, { cause });
  }
}

/** Just enough of a drizzle database to ask it what drizzle recorded. */
type Queryable = { execute: (query: ReturnType<typeof sql>) => Promise<unknown> };

/**
 * Brings the database to this build's schema with `migrate` (drizzle's), first refusing one that a newer
 * build migrated (this code would misread it), and turning a failure into one that names the migration.
 */
export async function migrateToThisVersion(db: Queryable, migrationsFolder: string, migrate: () => Promise<void>): Promise<void> {
  const journal = readJournal(migrationsFolder);
  const latest = journal.at(-1)!;
  const appliedAt = await lastAppliedAt(db);
  if (appliedAt !== undefined && appliedAt > latest.when) throw new DatabaseTooNewError(appliedAt, latest);
  const pending = journal.filter((entry) => appliedAt === undefined || entry.when > appliedAt);
  if (pending.length === 0) return;
  try {
    await migrate();
  } catch (error) {
    const failedQuery = (error as { query?: unknown }).query;
    const failedIn =
      typeof failedQuery === 'string' ? pending.find((entry) => sqlOf(migrationsFolder, entry).includes(failedQuery.trim())) : undefined;
    throw new MigrationFailedError(
      failedIn?.tag,
      pending.map((entry) => entry.tag),
      error instanceof Error ? outageReason(error) : String(error),
      error,
      appliedAt === undefined,
    );
  }
}

/** The `created_at` of the newest migration drizzle recorded, or undefined for a database never migrated. */
async function lastAppliedAt(db: Queryable): Promise<number | undefined> {
  const [table] = rowsOf<{ found: string | null }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as found`),
  );
  if (!table?.found) return undefined;
  const [last] = rowsOf<{ at: string | number | null }>(
    await db.execute(sql`select max(created_at) as at from drizzle.__drizzle_migrations`),
  );
  return last?.at === null || last?.at === undefined ? undefined : Number(last.at);
}

function sqlOf(migrationsFolder: string, entry: JournalEntry): string {
  return readFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), 'utf8');
}
