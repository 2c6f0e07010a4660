import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Multiplies every rate limit (RATE_LIMIT_SCALE): 1 in production, more for a busy test run. */
    rateLimitScale: number;
  }
}

/** A route's own rate limit, in requests a minute per user (or per address before sign-in). */
export function perMinute(max: number) {
  return { rateLimit: { max: (request: FastifyRequest) => max * request.server.rateLimitScale, timeWindow: '1 minute' } };
}
