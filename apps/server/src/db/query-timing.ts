import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';

/** Told how long each statement took, in seconds: from when a pool connection runs it, or on PGlite from the call (its queue included). */
type QueryListener = (seconds: number) => void;

/** Who hears the statements' timings: the apps built on this database (their metrics, docs/decisions/0050). */
export type QueryTimings = {
  /** Adds a listener; the function returned removes it. */
  listen: (listener: QueryListener) => () => void;
};

/** The figures of a PostgreSQL connection pool, as `pg.Pool` counts them. */
export type PoolFigures = { pool: string; total: number; idle: number; waiting: number };

type Timer = QueryTimings & { time: <F extends (...args: never[]) => unknown>(run: F) => F };

/** One database's statement timer: it wraps the driver's calls and tells whoever listens. */
export function createQueryTimer(): Timer {
  const listeners = new Set<QueryListener>();
  const report = (started: number) => {
    const seconds = (performance.now() - started) / 1000;
    for (const listener of listeners) listener(seconds);
  };
  /** Times a driver's query call, in its callback form (what `pool.query` uses) or its promise form. */
  const time = <F extends (...args: never[]) => unknown>(run: F): F =>
    function (this: unknown, ...args: unknown[]) {
      if (listeners.size === 0) return run.apply(this, args as never[]);
      const started = performance.now();
      const last = args.at(-1);
      if (typeof last === 'function') {
        args[args.length - 1] = (...results: unknown[]) => {
          report(started);
          return (last as (...results: unknown[]) => unknown)(...results);
        };
        return run.apply(this, args as never[]);
      }
      const result = run.apply(this, args as never[]);
      if (result instanceof Promise)
        result.then(
          () => report(started),
          () => report(started),
        );
      return result;
    } as unknown as F;
  return {
    time,
    listen: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Times every statement of the pool's connections, inside transactions too. */
export function timePool(pool: pg.Pool, timer: Timer): void {
  pool.on('connect', (client) => {
    client.query = timer.time(client.query);
  });
}

/** Times every statement PGlite runs for drizzle: its `query`, and a transaction's. */
export function timePglite(client: PGlite, timer: Timer): void {
  client.query = timer.time(client.query);
  const transaction = client.transaction.bind(client);
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => callback(Object.assign(tx, { query: timer.time(tx.query) })));
}

/** What `pg.Pool` says of itself, under the name the metrics give it. */
export const poolFigures = (pool: string, { totalCount, idleCount, waitingCount }: pg.Pool): PoolFigures => ({
  pool,
  total: totalCount,
  idle: idleCount,
  waiting: waitingCount,
});
