import { vi } from 'vitest';
import type { Db, Executor } from '../../src/db/client';

const OTHER_CONNECTION_MS = 300;

/**
 * `executor` with a pause after its first `select … from …` has read: `meanwhile` starts then, and gets time
 * (on PostgreSQL, on a connection of its own) to take what locks it can before the caller goes on.
 */
function pauseAfterFirstRead<T extends Executor>(executor: T, meanwhile: () => Promise<unknown>) {
  let started: Promise<unknown> | undefined;
  const paused = new Proxy(executor, {
    get(target, key) {
      if (key !== 'select' || started) return Reflect.get(target, key, target);
      return (...args: Parameters<Db['select']>) => {
        // A transaction's `select` is the database's, with the same parameters.
        const builder = (target as Db).select(...args);
        return {
          from: (...table: Parameters<typeof builder.from>) => {
            // The query's builder methods return the query itself, so its `then` is the one awaited.
            const query = builder.from(...table);
            const then = query.then.bind(query);
            query.then = (onRead, onFailed) =>
              then(async (rows) => {
                started = meanwhile();
                await new Promise((resolve) => setTimeout(resolve, OTHER_CONNECTION_MS));
                return rows;
              }).then(onRead, onFailed);
            return query;
          },
        };
      };
    },
  });
  return { paused, other: () => Promise.allSettled([started]).then(([settled]) => settled) };
}

/** The next transaction on `db` runs with the pause of `pauseAfterFirstRead`; `restore` puts `db` back. */
export function pauseNextTransaction(db: Db, meanwhile: () => Promise<unknown>) {
  const transaction = db.transaction.bind(db);
  let other: () => Promise<PromiseSettledResult<unknown>> = () => Promise.reject(new Error('no transaction ran'));
  const spy = vi.spyOn(db, 'transaction').mockImplementationOnce((run) =>
    transaction((tx) => {
      const pause = pauseAfterFirstRead(tx, meanwhile);
      other = pause.other;
      return run(pause.paused);
    }),
  );
  return { restore: () => spy.mockRestore(), other: () => other() };
}
