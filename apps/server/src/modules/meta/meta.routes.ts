import type { FastifyInstance } from 'fastify';
import type { PublicConfig } from '@seedmatch/shared/auth';

/** Settings the browser needs before sign-in: legal contacts and which sign-in is in use. */
export async function metaRoutes(app: FastifyInstance, { publicConfig }: { publicConfig: PublicConfig }) {
  app.get('/api/config', async (_request, reply) => reply.header('cache-control', 'public, max-age=300').send(publicConfig));
}
