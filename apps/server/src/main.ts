import path from 'node:path';
import { Redis } from 'ioredis';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './lib/data-dir-lock';
import { seedDemoData } from './demo/seed';
import { serverRoot } from './lib/paths';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  if (config.demoData) await seedDemoData(database.db);
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
  const webDist = path.join(serverRoot, '../web/dist');
  const app = await buildApp({ config, database, webDist, ...(redis ? { redis } : {}) });

  if (!config.google && config.nodeEnv === 'production') {
    app.log.warn('GOOGLE_CLIENT_ID/SECRET are not set: the local sign-in issuer is in use');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    await app.close();
    redis?.disconnect();
    await database.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { url: config.publicUrl, database: database.kind, startupMs: Math.round(performance.now() - startedAt) },
    'SeedMatch is ready',
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('SeedMatch failed to start:', error);
  }
  process.exit(1);
});
