import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { ERROR_MESSAGES } from '@seedmatch/shared/errors';
import { bearerToken, hashToken } from '../modules/auth/session.service';

export type SecurityOptions = { redis?: Redis; requestsPerMinute: number; secure: boolean };

/** Security headers (scripts only from this origin) and per-user / per-address rate limits. */
async function securitySetup(app: FastifyInstance, options: SecurityOptions) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: options.secure ? { maxAge: 15552000, includeSubDomains: true } : false,
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });

  await app.register(rateLimit, {
    global: true,
    max: options.requestsPerMinute,
    timeWindow: '1 minute',
    // Static files and pages are cheap and cached; the limits guard the API and sign-in.
    allowList: (request) => !request.url.startsWith('/api/') && !request.url.startsWith('/oidc/'),
    ...(options.redis ? { redis: options.redis, nameSpace: 'seedmatch-rl:' } : {}),
    keyGenerator: (request) => {
      const token = bearerToken(request.headers.authorization);
      return token ? `user:${hashToken(token)}` : `ip:${request.ip}`;
    },
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      error: ERROR_MESSAGES.tooManyRequests,
    }),
  });
}

export const securityPlugin = fp(securitySetup, { name: 'security' });
