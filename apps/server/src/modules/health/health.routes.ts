import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { LivenessSchema, NotReadySchema, ReadinessSchema } from '@seedmatch/shared/health';
import type { Db } from '../../db/client';
import type { DiskFullWatch } from '../../lib/unavailable';
import { checkReadiness } from './readiness';

type HealthDeps = { db: Db; redis?: Redis; diskFull?: DiskFullWatch };

export async function healthRoutes(app: FastifyInstance, { db, redis, diskFull }: HealthDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Liveness: the process answers. It never looks at a dependency, so an outage does not get it restarted.
  routes.get(
    '/healthz',
    { schema: { tags: ['health'], summary: 'Liveness: the process answers (no token)', response: { 200: LivenessSchema } } },
    async () => ({ status: 'ok' as const }),
  );

  // Readiness: whether to send this instance traffic, with each dependency's state.
  routes.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: whether this instance can serve, with the database and Redis states (no token)',
        response: { 200: ReadinessSchema, 503: NotReadySchema },
      },
    },
    async (_request, reply) => {
      const readiness = await checkReadiness(db, redis, diskFull?.diskFull() ?? false);
      if (readiness.status !== 'unavailable') return readiness;
      const why = readiness.checks.database === 'full' ? 'the database disk is full' : 'the database is down';
      return reply.status(503).send({ error: `Not ready: ${why}.`, ...readiness });
    },
  );
}
