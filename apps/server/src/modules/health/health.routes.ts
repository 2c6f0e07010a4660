import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/client';
import type { DiskFullWatch } from '../../lib/unavailable';
import { checkReadiness } from './readiness';

type HealthDeps = { db: Db; redis?: Redis; diskFull?: DiskFullWatch };

export async function healthRoutes(app: FastifyInstance, { db, redis, diskFull }: HealthDeps) {
  // Liveness: the process answers. It never looks at a dependency, so an outage does not get it restarted.
  app.get('/healthz', async () => ({ status: 'ok' }));

  // Readiness: whether to send this instance traffic, with each dependency's state.
  app.get('/readyz', async (_request, reply) => {
    const readiness = await checkReadiness(db, redis, diskFull?.diskFull() ?? false);
    if (readiness.status !== 'unavailable') return readiness;
    const why = readiness.checks.database === 'full' ? 'the database disk is full' : 'the database is down';
    return reply.status(503).send({ error: `Not ready: ${why}.`, ...readiness });
  });
}
