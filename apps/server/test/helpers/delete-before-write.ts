import { eq } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import { vi } from 'vitest';
import type { Database } from '../../src/db/client';
import { users } from '../../src/db/schema/index';
import { noSockets } from '../../src/modules/realtime/realtime';
import { deleteAccount } from '../../src/modules/users/account.service';

/**
 * Deletes an account just before the next statement writing into `table` runs on the embedded database, as
 * another device would at that moment. `restore` undoes the hook when that statement never came.
 */
export async function deleteAccountBeforeWriting(database: Database, table: string, userId: string): Promise<{ restore: () => void }> {
  const { db } = database;
  const [account] = await db.select().from(users).where(eq(users.id, userId));
  const client = (db as unknown as { $client: PGlite }).$client;
  const query = client.query.bind(client);
  const spy = vi.spyOn(client, 'query').mockImplementation(async (...args: Parameters<PGlite['query']>) => {
    if (String(args[0]).startsWith(`insert into "${table}"`)) {
      spy.mockRestore();
      await deleteAccount(db, account!, noSockets);
    }
    return query(...args);
  });
  return { restore: () => spy.mockRestore() };
}
