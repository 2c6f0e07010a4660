import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { pino } from 'pino';
import { buildApp } from './app';
import { loadConfig, type Config } from './config';
import { localSignInWarning } from './config-checks';
import { openDatabase } from './db/client';
import { seedDemoData } from './demo/seed';
import { logSerializers } from './lib/log-serializers';
import { serverRoot } from './lib/paths';
import { checkRedisDatabase, createRedis } from './lib/redis';
import { describeStartupFailure, during } from './lib/startup-failure';
import { routeLibraryWarningsToLog } from './lib/library-warnings';
import { unsupportedRuntime } from './lib/runtime-support';

const SHUTDOWN_GRACE_MS = 10_000;
/** Time for the cut connections' handlers to wind down before the database closes under them. */
const CUT_CONNECTIONS_MS = 500;
/** Time to close the database once the connections are gone, before giving up with exit code 1. */
const DATABASE_CLOSE_MS = 5_000;

/** The configuration once read, to explain a failed start in terms of its values. */
let configured: Config | undefined;

async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  configured = config;
  // The database and Redis may report before the app (and its log) exists: their lines go to a log of the same
  // shape, written at once (a signal's line is the last thing the process does).
  const earlyLog = pino({ level: config.logLevel, serializers: logSerializers }, pino.destination({ fd: 1, sync: true }));
  // One listener per signal for the whole run, each used once (the next of the same signal ends the process at
  // once), doing what the start's stage says: before the app can shut down gracefully (a migration, a slow
  // database), one line, then the signal's own end; after, the graceful shutdown. A listener swapped for
  // another is not told of a signal that arrived while the start was busy, and the stop was lost.
  let onStop = (signal: NodeJS.Signals) => {
    earlyLog.warn({ signal }, `${signal} during start-up: stopped before SeedMatch was ready`);
    process.kill(process.pid, signal);
  };
  const onSignal = (signal: NodeJS.Signals) => {
    process.off(signal, onSignal);
    onStop(signal);
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
  if (config.redisUrl) await checkRedisDatabase(config.redisUrl);
  const database = await during('database', openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log: earlyLog }));
  if (config.demoData) await seedDemoData(database.db);
  const redis = config.redisUrl ? createRedis(config.redisUrl, earlyLog) : undefined;
  const webDist = config.webDist ?? path.join(serverRoot, '../web/dist');
  const app = await buildApp({ config, database, webDist, ...(redis ? { redis } : {}) });
  routeLibraryWarningsToLog(app.log);
  const runtimeWarning = unsupportedRuntime(process.version);
  if (runtimeWarning) app.log.warn({ node: process.version }, runtimeWarning);

  const signInWarning = localSignInWarning(config);
  if (signInWarning) app.log.warn(signInWarning);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // In-flight requests get the grace period; then whatever is still open (a slow or half-sent request,
    // a socket that ignores its close) is cut, so one client can't keep the database from closing.
    const closed = app.close();
    const graceOver = Symbol('grace over');
    if ((await Promise.race([closed, delay(SHUTDOWN_GRACE_MS, graceOver)])) === graceOver) {
      app.log.warn('shutdown grace period over: closing the remaining connections');
      app.server.closeAllConnections();
      await Promise.race([closed, delay(CUT_CONNECTIONS_MS)]);
    }
    redis?.disconnect();
    setTimeout(() => process.exit(1), DATABASE_CLOSE_MS);
    await database.close();
    process.exit(0);
  };
  onStop = (signal) => void shutdown(signal);

  await during('listen', app.listen({ port: config.port, host: config.host }));
  app.log.info(
    { url: config.publicUrl, database: database.kind, node: process.version, startupMs: Math.round(performance.now() - startedAt) },
    'SeedMatch is ready',
  );
}

main().catch((error: unknown) => {
  // One JSON line on stderr whatever LOG_LEVEL says: it is all the operator learns of why the process ends.
  const { msg, fields } = describeStartupFailure(error, configured);
  pino({ serializers: logSerializers }, pino.destination({ fd: 2, sync: true })).fatal(fields, msg);
  process.exit(1);
});
