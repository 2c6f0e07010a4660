import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { pino } from 'pino';
import * as schema from './schema/index';
import { serverRoot } from '../lib/paths';
import { lockDataDir, type DataDirLock } from '../lib/data-dir-lock';
import { makeFolders } from '../lib/make-folders';
import { restrictToOwner } from '../lib/owner-only';
import { migrateToThisVersion } from './migrate';
import { createQueryTimer, poolFigures, timePglite, timePool, type PoolFigures, type QueryTimings } from './query-timing';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle a transaction's callback gets. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Where a query can run: the database, or inside a transaction. */
export type Executor = Db | Tx;

export type Database = {
  db: Db;
  /**
   * Where the deck's named statements run (docs/decisions/0043): on PostgreSQL, connections whose prepared
   * statements keep the plan made without their values instead of planning every call; on PGlite, `db`.
   */
  deckDb: Db;
  kind: 'pglite' | 'postgres';
  /** Every statement's time, for the metrics. */
  queryTimings: QueryTimings;
  /** The connection pools' figures: PostgreSQL's two pools; none on PGlite (one in-process connection). */
  pools: () => PoolFigures[];
  close: () => Promise<void>;
};

/** Where the migrations live, for anything that migrates a database of its own. */
export const migrationsFolder = path.join(serverRoot, 'src/db/migrations');
const MIGRATION_LOCK_ID = 7_311_001;
const PGLITE_MAINTENANCE_MS = 10 * 60_000;

/** Where the database's own troubles go (the server passes its log): one JSON line each, like every other. */
type DatabaseLog = { warn: (fields: Record<string, unknown>, message: string) => void };

export type DatabaseOptions = {
  databaseUrl?: string;
  log?: DatabaseLog;
  dataDir?: string;
  /** In memory only: start from this dump of a database (`dumpDataDir`) instead of creating one. */
  pgliteDump?: Blob;
};

/** Opens PostgreSQL when a URL is given, else PGlite in `dataDir` (or in memory), and migrates it. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const log = options.log ?? pino({ level: 'warn' });
  if (options.databaseUrl) return openPostgres(options.databaseUrl, log);
  return openPglite(options.dataDir, options.pgliteDump, log);
}

async function openPglite(dataDir: string | undefined, dump: Blob | undefined, log: DatabaseLog): Promise<Database> {
  const reportMaintenanceError = (error: Error) => log.warn({ reason: error.message }, 'PGlite maintenance failed');
  let location: string | undefined;
  let lock: DataDirLock | undefined;
  if (dataDir) {
    // What the database writes from here on (folders, new relation files) is the owner's alone.
    process.umask(0o077);
    location = path.join(dataDir, 'pglite');
    await makeFolders(location, 0o700);
    lock = await lockDataDir(dataDir, (stalePid) =>
      log.warn({ dataDir, stalePid }, 'took over the data folder from a server that is gone (killed or crashed)'),
    );
  }
  const client = dump && !location ? new PGlite({ loadDataDir: dump }) : new PGlite(location);
  const close = async () => {
    await client.close();
    await lock?.release();
  };
  const db = drizzlePglite(client, { schema });
  const queryTimer = createQueryTimer();
  timePglite(client, queryTimer);
  try {
    await migrateToThisVersion(db, migrationsFolder, () => migratePglite(db, { migrationsFolder }));
    if (dataDir) restrictToOwner(dataDir);
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
  // PGlite runs no autovacuum: without statistics the planner picks poor plans (the deck took 3.5 ms
  // instead of 2.3), and dead rows pile up. Statistics are taken when the database closes, so a clean
  // restart opens with them; after a crash they are refreshed just after opening, beside the first
  // requests rather than before them (a start waited 250 ms for it). Then a vacuum every ten minutes.
  let maintenance = analyzeOwnTables(client).then(noop, reportMaintenanceError);
  const timer = setInterval(() => {
    maintenance = maintenance.then(() => client.exec('vacuum (analyze)')).then(noop, reportMaintenanceError);
  }, PGLITE_MAINTENANCE_MS).unref();
  return {
    db: db as unknown as Db,
    deckDb: db as unknown as Db,
    kind: 'pglite',
    queryTimings: queryTimer,
    pools: () => [],
    close: async () => {
      clearInterval(timer);
      await maintenance;
      await analyzeOwnTables(client).then(noop, reportMaintenanceError);
      return close();
    },
  };
}

const noop = () => undefined;

function analyzeOwnTables(client: PGlite): Promise<unknown> {
  return client
    .query<{ tables: string | null }>("select string_agg(format('%I.%I', schemaname, relname), ', ') as tables from pg_stat_user_tables")
    .then(({ rows }) => (rows[0]?.tables ? client.exec(`analyze ${rows[0].tables}`) : undefined));
}

/**
 * A hung or unreachable database must not hang requests: getting a connection gives up after 2 s and a
 * statement after 3 s (on the server, and on the client when the server does not answer at all), so a
 * request fails fast and the error handler answers 503 within the 5 s the issue allows.
 */
const POSTGRES_TIMEOUTS = { connectionTimeoutMillis: 2_000, statement_timeout: 3_000, query_timeout: 3_000 };

/**
 * The deck's connections (docs/decisions/0043): a named statement keeps the plan made without its values,
 * and no read of twenty rows starts parallel workers (starting them took longer than the read).
 */
export const DECK_SESSION = '-c plan_cache_mode=force_generic_plan -c max_parallel_workers_per_gather=0';

/** How long connecting to PostgreSQL at start-up may take before it counts as unreachable. */
export const POSTGRES_CONNECT_TIMEOUT_MS = 5_000;

async function openPostgres(url: string, log: DatabaseLog): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, keepAlive: true, ...POSTGRES_TIMEOUTS });
  const deckPool = new pg.Pool({ connectionString: url, max: 4, keepAlive: true, options: DECK_SESSION, ...POSTGRES_TIMEOUTS });
  // An idle connection can drop (server restart, failover); the pool replaces it on the next query.
  for (const each of [pool, deckPool]) each.on('error', (error) => log.warn({ reason: error.message }, 'PostgreSQL connection lost'));
  const queryTimer = createQueryTimer();
  for (const each of [pool, deckPool]) timePool(each, queryTimer);
  const db = drizzlePg(pool, { schema });
  // Migrating may wait for another instance's lock and may run long: its own connection, without statement
  // timeouts. Connecting is bounded, so a database that never answers stops start-up instead of hanging it.
  const lockClient = new pg.Client({ connectionString: url, connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS });
  await lockClient.connect();
  try {
    // Several instances may boot at once: one migrates, the others wait for it.
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    const lockDb = drizzlePg(lockClient, { schema });
    await migrateToThisVersion(lockDb, migrationsFolder, () => migratePg(lockDb, { migrationsFolder }));
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    await lockClient.end();
  }
  return {
    db: db as unknown as Db,
    deckDb: drizzlePg(deckPool, { schema }) as unknown as Db,
    kind: 'postgres',
    queryTimings: queryTimer,
    pools: () => [poolFigures('main', pool), poolFigures('deck', deckPool)],
    close: async () => {
      await Promise.all([pool.end(), deckPool.end()]);
    },
  };
}

/** True when the database answers a trivial query. */
export async function isDatabaseReady(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
