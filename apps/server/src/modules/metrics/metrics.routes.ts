import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { ERROR_MESSAGES } from '@seedmatch/shared/errors';
import { bearerToken } from '../auth/session.service';

type MetricsRoutesOptions = { token: undefined } | { token: string; registry: Registry };

export const METRICS_TOKEN_NEEDED = 'Metrics need the bearer token METRICS_TOKEN.';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares digests, so neither the time taken nor an early length mismatch tells how much of a guess was right. */
function tokenMatcher(token: string) {
  const expected = digest(token);
  return (given: string | null) => given !== null && timingSafeEqual(digest(given), expected);
}

/**
 * GET /metrics in Prometheus' text format. It sits outside /api: no user rate limit applies and the public
 * API document does not list it (an operator's endpoint, described in the README).
 */
export async function metricsRoutes(app: FastifyInstance, options: MetricsRoutesOptions) {
  if (options.token === undefined) {
    app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => reply.status(404).send({ error: ERROR_MESSAGES.notFound }));
    return;
  }
  const { registry } = options;
  const isToken = tokenMatcher(options.token);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!isToken(bearerToken(request.headers.authorization))) {
      return reply.status(401).header('www-authenticate', 'Bearer').send({ error: METRICS_TOKEN_NEEDED });
    }
    const text = await registry.metrics();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
  });
}
