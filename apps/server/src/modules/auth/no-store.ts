import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Answers to a caller who sent credentials, and every sign-in answer, are private: no cache keeps them. */
async function noStoreSetup(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const { url } = request;
    if (url.startsWith('/api/') && (request.headers.authorization !== undefined || url.startsWith('/api/auth/'))) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}

export const noStorePlugin = fp(noStoreSetup, { name: 'no-store' });
