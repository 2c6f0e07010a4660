import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/client';
import { checkReadiness } from './readiness';

export async function healthRoutes(app: FastifyInstance, { db, redis }: { db: Db; redis?: Redis }) {
  // Liveness: the process answers. It never looks at a dependency, so an outage does not get it restarted.
  app.get('/healthz', async () => ({ status: 'ok' }));

  // Readiness: whether to send this instance traffic, with each dependency's state.
  app.get('/readyz', async (_request, reply) => {
    const readiness = await checkReadiness(db, redis);
    if (readiness.status !== 'unavailable') return readiness;
    return reply.status(503).send({ error: 'Not ready: the database is down.', ...readiness });
  });
}
