import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { ERROR_MESSAGES } from '@seedmatch/shared/errors';
import { LANDING_BOOT_SCRIPT } from '@seedmatch/shared/landing-boot';
import { THEME_BOOT_SCRIPT } from '@seedmatch/shared/theme';
import type { Db } from '../db/client';
import { findCaller } from '../modules/auth/auth-guard';
import { bearerToken, hashToken } from '../modules/auth/session.service';
import { clientNetwork } from '../lib/client-network';
import { declareRefusals, reason } from '../lib/error-answers';
import { redisWithMemoryFallback } from './rate-limit-store';
import { createUnknownTokenGate } from './unknown-tokens';

export type SecurityOptions = { db: Db; redis?: Redis; requestsPerMinute: number; secure: boolean };

const scriptHash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
// The inline scripts the page may run: the theme's, which must act before the first paint (docs/decisions/0041),
// and on `/` the one that runs the app after the pre-rendered landing has painted (docs/decisions/0058).
const INLINE_SCRIPT_HASHES = [THEME_BOOT_SCRIPT, LANDING_BOOT_SCRIPT].map(scriptHash);

// Static files and pages are cheap and cached; the limits guard the API and sign-in.
const isLimited = ({ url }: { url: string }) => url.startsWith('/api/') || url.startsWith('/oidc/');

/**
 * One budget per user, however many sessions they hold; before sign-in (or with a token that is no live
 * session) one per client address (an IPv6 caller's /64), which `request.ip` takes from the socket unless
 * TRUST_PROXY says otherwise.
 */
async function rateLimitKey(db: Db, request: FastifyRequest): Promise<string> {
  if (!isLimited(request)) return `ip:${clientNetwork(request.ip)}`;
  const caller = await findCaller(db, request);
  return caller?.user ? `user:${caller.user.id}` : `ip:${clientNetwork(request.ip)}`;
}

/** Security headers (scripts only from this origin, and the two inline ones) and per-user / per-address rate limits, declared on each limited route. */
async function securitySetup(app: FastifyInstance, options: SecurityOptions) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...INLINE_SCRIPT_HASHES],
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

  app.addHook('onRoute', (route) => {
    if (isLimited(route)) declareRefusals(route, { 429: reason('Over the rate limit', ERROR_MESSAGES.tooManyRequests) });
  });
  // Before the rate limit, whose key needs the caller looked up, as socket handshakes are (docs/decisions/0068).
  const gate = createUnknownTokenGate(options.requestsPerMinute);
  app.addHook('onRequest', async (request, reply) => {
    const token = isLimited(request) ? bearerToken(request.headers.authorization) : null;
    if (!token) return;
    const tokenHash = hashToken(token);
    const network = clientNetwork(request.ip);
    if (!gate.mayLookUp(network, tokenHash)) return reply.status(429).send({ error: ERROR_MESSAGES.tooManyRequests });
    gate.record(network, tokenHash, (await findCaller(options.db, request)) !== null);
  });
  await app.register(rateLimit, {
    global: true,
    max: options.requestsPerMinute,
    timeWindow: '1 minute',
    allowList: (request) => !isLimited(request),
    ...(options.redis ? { store: redisWithMemoryFallback(options.redis, 'seedmatch-rl:') } : {}),
    keyGenerator: (request) => rateLimitKey(options.db, request),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      error: ERROR_MESSAGES.tooManyRequests,
    }),
  });
}

export const securityPlugin = fp(securitySetup, { name: 'security' });
