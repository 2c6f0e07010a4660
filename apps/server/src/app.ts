import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database } from './db/client';
import { answerClientError, answerFrameworkError } from './lib/framework-errors';
import { registerErrorHandler } from './lib/error-handler';
import { logSerializers } from './lib/log-serializers';
import { decodeUtf8, registerTextGuard } from './lib/text-guard';
import { originForm } from './lib/request-target';
import { createDiskFullWatch } from './lib/unavailable';
import { RATE_LIMITS } from '@seedmatch/shared/constants';
import './lib/route-limit';
import { createClock, type Clock } from './lib/clock';
import { challengesRoutes } from './modules/challenges/challenges.routes';
import { referralsRoutes } from './modules/referrals/referrals.routes';
import { investorRoutes } from './modules/investor/investor.routes';
import { safetyRoutes } from './modules/safety/safety.routes';
import { testClockRoutes } from './modules/meta/test-clock.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { noStorePlugin } from './modules/auth/no-store';
import { createLocalIssuer } from './modules/auth/local-issuer/local-issuer';
import { inProcessFetch, localIssuerRoutes } from './modules/auth/local-issuer/local-issuer.routes';
import { createSignInClient, GOOGLE_ISSUER, type SignInClient } from './modules/auth/sign-in.client';
import { healthRoutes } from './modules/health/health.routes';
import { metaRoutes } from './modules/meta/meta.routes';
import { usersRoutes } from './modules/users/users.routes';
import { ideasRoutes } from './modules/ideas/ideas.routes';
import { myIdeasRoutes } from './modules/ideas/my-ideas.routes';
import { deckRoutes } from './modules/ideas/deck.routes';
import { matchesRoutes } from './modules/matches/matches.routes';
import { mountMail } from './modules/mail/mail';
import { mountPush } from './modules/push/push';
import { attachRealtime } from './modules/realtime/realtime';
import { createDemoLiker } from './demo/demo-likes';
import { chatRoutes } from './modules/chat/chat.routes';
import { registerChatSocket } from './modules/chat/chat.socket';
import { securityPlugin } from './plugins/security';
import { apiDocsPlugin } from './plugins/api-docs';
import { routeContractPlugin } from './lib/route-contract';
import { authHookPlugin } from './modules/auth/auth-hook';
import { spaPlugin } from './plugins/spa';
import { mountMetrics } from './modules/metrics/metrics';
import { createAdminAccess } from './modules/admin/admin-access';
import { adminReportsRoutes } from './modules/admin/admin-reports.routes';
import { adminUsersRoutes } from './modules/admin/admin-users.routes';
import { adminChallengesRoutes } from './modules/admin/admin-challenges.routes';

export type AppDeps = {
  config: Config;
  database: Database;
  redis?: Redis;
  webDist?: string;
  /** false for none; options (a test's destination `stream`, say) keep the app's level and serializers. */
  logger?: false | Exclude<FastifyServerOptions['logger'], boolean>;
  requestsPerMinute?: number;
  clock?: Clock;
  /** How often sockets whose session ended elsewhere are looked for (tests shorten it). */
  sessionSweepMs?: number;
};

/** Builds the whole HTTP application; it never listens (main.ts and tests decide that). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const db = deps.database.db;
  const clock = deps.clock ?? createClock();
  const app = Fastify({
    logger: deps.logger === false ? false : { level: config.logLevel, ...deps.logger, serializers: logSerializers },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 256 * 1024,
    rewriteUrl: originForm,
    trustProxy: proxyTrust(config.trustProxy),
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });

  const diskFull = createDiskFullWatch();
  registerErrorHandler(app, diskFull);
  const { instanceName } = config;
  if (instanceName) app.addHook('onRequest', async (_request, reply) => void reply.header('x-instance', instanceName));
  registerTextGuard(app);
  const activity = await mountMetrics(app, { token: config.metricsToken, database: deps.database });
  app.decorate('rateLimitScale', config.rateLimitScale);
  // The client sends a JSON content type on every call (docs/product.md#api), bodyless POSTs (join, logout) included.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    if (body.length === 0) return done(null, undefined);
    try {
      parseJson(request, decodeUtf8(body as Buffer), done);
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  await app.register(cookie);
  await app.register(securityPlugin, {
    db,
    ...(deps.redis ? { redis: deps.redis } : {}),
    requestsPerMinute: deps.requestsPerMinute ?? RATE_LIMITS.general * config.rateLimitScale,
    secure: config.publicUrl.startsWith('https:'),
  });

  await app.register(noStorePlugin);
  // Before any route: they read every route's contract as it is added.
  await app.register(routeContractPlugin, { checkResponses: config.nodeEnv === 'test' });
  const admins = createAdminAccess(config.admin);
  await app.register(authHookPlugin, { db, admins });
  await app.register(apiDocsPlugin);
  const signIn = await mountSignIn(app, config);
  await app.register(healthRoutes, { db, diskFull, ...(deps.redis ? { redis: deps.redis } : {}) });
  const signInProvider = config.google ? 'google' : 'local';
  await app.register(metaRoutes, {
    publicConfig: { supportEmail: config.supportEmail, privacyEmail: config.privacyEmail, signInProvider },
  });
  const realtime = attachRealtime(app, {
    db,
    ...(deps.redis ? { redis: deps.redis } : {}),
    publicUrl: config.publicUrl,
    isProduction: config.nodeEnv === 'production',
    instanceName,
    ...(deps.sessionSweepMs ? { sessionSweepMs: deps.sessionSweepMs } : {}),
    rateLimitScale: config.rateLimitScale,
  });
  const { notifier, sockets } = realtime;
  await app.register(authRoutes, { db, signIn, publicUrl: config.publicUrl, sockets });
  await app.register(usersRoutes, { db, sockets, admins });
  realtime.onConnection((socket) => registerChatSocket(socket, { db, notifier }));
  realtime.onConnection(activity.socketOpened);
  const pusher = await mountPush(app, {
    db,
    configured: config.vapid,
    subject: `mailto:${config.supportEmail}`,
    loopbackAllowed: config.nodeEnv === 'test',
  });
  await app.register(ideasRoutes, {
    db,
    notifier,
    pusher,
    activity,
    ...(config.demoData ? { onIdeaSubmitted: createDemoLiker(db) } : {}),
  });
  await app.register(myIdeasRoutes, { db });
  await app.register(deckRoutes, { db, deckDb: deps.database.deckDb });
  await app.register(matchesRoutes, { db, sockets });
  await app.register(chatRoutes, { db, notifier, pusher, clock, activity });
  await app.register(challengesRoutes, { db, clock });
  await app.register(referralsRoutes, { db });
  await app.register(investorRoutes, { db, clock });
  await app.register(safetyRoutes, { db, sockets });
  await app.register(adminReportsRoutes, { db });
  await app.register(adminUsersRoutes, { db, sockets });
  await app.register(adminChallengesRoutes, { db, clock });
  if (config.testClock) await app.register(testClockRoutes, { clock });
  await mountMail(app, { db, clock, publicUrl: config.publicUrl, mail: config.mail });
  await app.register(spaPlugin, { webDist: deps.webDist, publicUrl: config.publicUrl, signIn: signInProvider });
  return app;
}

/** Google when configured; otherwise the built-in local issuer, through the same client code. */
async function mountSignIn(app: FastifyInstance, config: Config): Promise<SignInClient> {
  const redirectUri = `${config.publicUrl}/api/auth/callback`;
  if (config.google) {
    return createSignInClient({ issuer: GOOGLE_ISSUER, ...config.google, redirectUri });
  }
  const issuer = createLocalIssuer(config.publicUrl);
  await app.register(localIssuerRoutes, { issuer });
  return createSignInClient({
    issuer: issuer.issuer,
    clientId: issuer.clientId,
    clientSecret: issuer.clientSecret,
    redirectUri,
    fetch: inProcessFetch(app, issuer.issuer),
  });
}

/**
 * Fastify's own numeric `trustProxy` trusts nothing (it cannot tell a proxy from a direct client), so a
 * hop count becomes proxy-addr's trust function: the nearest `hops` addresses are proxies.
 */
function proxyTrust(trust: Config['trustProxy']) {
  if (trust === false || Array.isArray(trust)) return trust;
  return (_address: string, hop: number) => hop < trust.hops;
}
