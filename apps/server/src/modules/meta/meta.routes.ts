import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PublicConfigSchema, type PublicConfig } from '@seedmatch/shared/auth';
import { answers } from '../../lib/route-contract';

/** Settings the browser needs before sign-in: legal contacts and which sign-in is in use. */
export async function metaRoutes(app: FastifyInstance, { publicConfig }: { publicConfig: PublicConfig }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/config',
    {
      schema: {
        tags: ['meta'],
        summary: 'Legal contacts and the sign-in in use (no token)',
        response: answers({ 200: PublicConfigSchema }),
      },
    },
    async (_request, reply) => reply.header('cache-control', 'public, max-age=300').send(publicConfig),
  );
}
