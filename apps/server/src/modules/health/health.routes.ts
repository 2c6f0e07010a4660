import type { FastifyInstance } from 'fastify';
import { isDatabaseReady, type Db } from '../../db/client';

export async function healthRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get('/healthz', async (_request, reply) => {
    const ready = await isDatabaseReady(db);
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ok' : 'unavailable' });
  });
}
