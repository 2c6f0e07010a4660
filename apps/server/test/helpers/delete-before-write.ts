import { eq } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import { vi } from 'vitest';
import type { Database } from '../../src/db/client';
import { users } from '../../src/db/schema/index';
import { noSockets } from '../../src/modules/realtime/realtime';
import { deleteAccount } from '../../src/modules/users/account.service';

const clientOf = (database: Database) => (database.db as unknown as { $client: PGlite }).$client;

async function deletion(database: Database, userId: string): Promise<() => Promise<void>> {
  const [account] = await database.db.select().from(users).where(eq(users.id, userId));
  return () => deleteAccount(database.db, account!, noSockets);
}

/**
 * Deletes an account just before the next statement writing into `table` runs on the embedded database, as
 * another device would at that moment. `restore` undoes the hook when that statement never came.
 */
export async function deleteAccountBeforeWriting(database: Database, table: string, userId: string): Promise<{ restore: () => void }> {
  const deleteIt = await deletion(database, userId);
  const client = clientOf(database);
  const query = client.query.bind(client);
  const spy = vi.spyOn(client, 'query').mockImplementation(async (...args: Parameters<PGlite['query']>) => {
    if (String(args[0]).startsWith(`insert into "${table}"`)) {
      spy.mockRestore();
      await deleteIt();
    }
    return query(...args);
  });
  return { restore: () => spy.mockRestore() };
}

/** Runs `action` just before the next transaction begins on the embedded database, as another request would at that moment. */
export function beforeNextTransaction(database: Database, action: () => Promise<unknown>): { restore: () => void } {
  const client = clientOf(database);
  const transaction = client.transaction.bind(client);
  const spy = vi.spyOn(client, 'transaction').mockImplementation(async (...args: Parameters<PGlite['transaction']>) => {
    spy.mockRestore();
    await action();
    return transaction(...args);
  });
  return { restore: () => spy.mockRestore() };
}

/** Deletes an account just before the next transaction begins. */
export async function deleteAccountBeforeTransaction(database: Database, userId: string): Promise<{ restore: () => void }> {
  return beforeNextTransaction(database, await deletion(database, userId));
}
