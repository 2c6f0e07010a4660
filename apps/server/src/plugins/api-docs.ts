import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

const TAGS = [
  ['auth', 'Sign-in, sessions and creating the user'],
  ['users', 'The current user, their profile, stats and account'],
  ['ideas', 'Submitting, listing and swiping ideas'],
  ['deck', 'The swipe deck, its filter and undoing a pass'],
  ['my-ideas', "A founder's own ideas and who likes them"],
  ['matches', 'Matches and the people behind them'],
  ['chat', 'Rooms, messages and read receipts'],
  ['challenges', 'The 48-hour challenge and MVP submissions'],
  ['referrals', 'Referral stats, rewards and history'],
  ['investor', 'The investor feed, shortlist and founder profiles'],
  ['safety', 'Blocking and reporting'],
  ['meta', 'Settings the browser needs before sign-in'],
  ['health', 'Liveness and readiness'],
] as const;

/**
 * The OpenAPI 3.1 document, generated from the routes' zod contracts, at /api/openapi.json, and Swagger UI
 * (served from its npm package, scripts from this origin only) at /api/docs (docs/decisions/0028).
 */
async function apiDocsSetup(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'SeedMatch API',
        version: '1.0.0',
        description: 'Every call takes `Authorization: Bearer {token}` except where noted, and JSON bodies. Errors are `{ error }`.',
      },
      tags: TAGS.map(([name, description]) => ({ name, description })),
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // The page reads the same document at /api/docs/json; no outside validator badge.
    validatorUrl: false,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

export const apiDocsPlugin = fp(apiDocsSetup, { name: 'api-docs' });
