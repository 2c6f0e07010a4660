import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/client';
import { countMailJobs } from '../mail/outbox';

/** Request and statement times from half a millisecond (a cached read) to ten seconds (a hung dependency). */
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 3];

/**
 * The app's metrics in a registry of its own (tests build many apps in one process; prom-client's global
 * registry would mix them). Gauges that read the database do so when Prometheus scrapes, never before.
 */
export function createInstruments(database: Database) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status code, and how long they took',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: REQUEST_BUCKETS,
    registers,
  });
  const queries = new Histogram({
    name: 'seedmatch_db_query_duration_seconds',
    help: 'Database statements and how long they took (on PGlite, waiting for its one connection included)',
    buckets: QUERY_BUCKETS,
    registers,
  });
  const sockets = new Gauge({ name: 'seedmatch_sockets_open', help: 'Signed-in Socket.IO connections open on this instance', registers });
  const messages = new Counter({ name: 'seedmatch_messages_sent_total', help: 'Chat messages stored (a retry counts once)', registers });
  const swipes = new Counter({
    name: 'seedmatch_swipes_total',
    help: 'Swipes stored, by direction (a repeated swipe counts once)',
    labelNames: ['direction'] as const,
    registers,
  });
  const matches = new Counter({ name: 'seedmatch_matches_total', help: 'Matches made', registers });
  new Gauge({
    name: 'seedmatch_mail_jobs',
    help: 'Mail jobs in the outbox: waiting to be sent (retries included), or failed for good',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      this.reset();
      // A database that does not answer leaves the series out: the scrape still answers, and absent() can alert.
      const counts = await countMailJobs(database.db).catch(() => null);
      if (!counts) return;
      this.set({ state: 'waiting' }, counts.waiting);
      this.set({ state: 'failed' }, counts.failed);
    },
  });
  if (database.kind === 'postgres') registerPoolGauges(database, registers);
  return { registry, requests, queries, sockets, messages, swipes, matches };
}

export type Instruments = ReturnType<typeof createInstruments>;

function registerPoolGauges(database: Database, registers: Registry[]) {
  const poolGauge = (name: string, help: string, figure: 'total' | 'idle' | 'waiting') =>
    new Gauge({
      name,
      help,
      labelNames: ['pool'] as const,
      registers,
      collect() {
        for (const pool of database.pools()) this.set({ pool: pool.pool }, pool[figure]);
      },
    });
  poolGauge('seedmatch_db_pool_connections', 'PostgreSQL connections open, by pool (main, deck)', 'total');
  poolGauge('seedmatch_db_pool_idle_connections', 'PostgreSQL connections open and idle, by pool', 'idle');
  poolGauge('seedmatch_db_pool_waiting_clients', 'Statements waiting for a PostgreSQL connection, by pool', 'waiting');
}
