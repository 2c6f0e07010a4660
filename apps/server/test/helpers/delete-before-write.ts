import { eq, getTableName, type Table } from 'drizzle-orm';
import { vi } from 'vitest';
import type { Database, Db } from '../../src/db/client';
import { users } from '../../src/db/schema/index';
import { noSockets } from '../../src/modules/realtime/realtime';
import { deleteAccount } from '../../src/modules/users/account.service';

async function deletion(database: Database, userId: string): Promise<() => Promise<void>> {
  const [account] = await database.db.select().from(users).where(eq(users.id, userId));
  return () => deleteAccount(database.db, account!, noSockets);
}

/**
 * Deletes an account just before the next insert into `table` (outside a transaction) runs, as another device
 * would at that moment; on either database, since it hooks the query builder. `restore` undoes the hook when
 * that insert never came.
 */
export async function deleteAccountBeforeWriting(database: Database, table: string, userId: string): Promise<{ restore: () => void }> {
  const deleteIt = await deletion(database, userId);
  const { db } = database;
  const insert = db.insert.bind(db);
  const spy = vi.spyOn(db, 'insert').mockImplementation(((into: Table) => {
    const builder = insert(into);
    if (getTableName(into) !== table) return builder;
    spy.mockRestore();
    const values = builder.values.bind(builder);
    builder.values = ((...rows: Parameters<typeof values>) => {
      // The insert's builder methods return the insert itself, so its `then` is the one awaited.
      const query = values(...rows);
      const then = query.then.bind(query);
      query.then = (onDone, onFailed) => deleteIt().then(() => then(onDone, onFailed));
      return query;
    }) as typeof builder.values;
    return builder;
  }) as Db['insert']);
  return { restore: () => spy.mockRestore() };
}

/** Runs `action` just before the next transaction begins, as another request would at that moment. */
export function beforeNextTransaction(database: Database, action: () => Promise<unknown>): { restore: () => void } {
  const { db } = database;
  const transaction = db.transaction.bind(db);
  const spy = vi.spyOn(db, 'transaction').mockImplementationOnce(async (run, config) => {
    await action();
    return transaction(run, config);
  });
  return { restore: () => spy.mockRestore() };
}

/** Deletes an account just before the next transaction begins. */
export async function deleteAccountBeforeTransaction(database: Database, userId: string): Promise<{ restore: () => void }> {
  return beforeNextTransaction(database, await deletion(database, userId));
}
