import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { exampleOf } from '../lib/route-contract';
import { NARROW_SCREENS_CSS } from './api-docs-theme';

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
  ['admin', 'The admin console: reports, people, challenges and the audit log (admins and the admin token only)'],
  ['meta', 'Settings the browser needs before sign-in'],
  ['health', 'Liveness and readiness'],
] as const;

const API_TITLE = 'SeedMatch API';
const VIEWPORT = '<meta name="viewport" content="width=device-width, initial-scale=1">';

const isHtml = (type: unknown) => typeof type === 'string' && type.startsWith('text/html');

/** Swagger UI's page has no viewport tag, so phones would lay it out 980 px wide and shrink it to fit. */
const fitToScreen = (page: unknown) => (typeof page === 'string' ? page.replace('<meta charset="UTF-8">', `$&${VIEWPORT}`) : page);

/** The zod contract's JSON Schema, with the request body's example (`withExample`) for "Try it out". */
const withBodyExample: typeof jsonSchemaTransform = (document) => {
  const transformed = jsonSchemaTransform(document);
  const example = exampleOf(document.schema?.body);
  const body = transformed.schema.body as object | undefined;
  if (example === undefined || !body) return transformed;
  return { ...transformed, schema: { ...transformed.schema, body: { ...body, examples: [example] } } };
};

/**
 * The OpenAPI 3.1 document, generated from the routes' zod contracts, at /api/openapi.json, and Swagger UI
 * (served from its npm package, scripts from this origin only) at /api/docs (docs/decisions/0028).
 */
async function apiDocsSetup(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: API_TITLE,
        version: '1.0.0',
        description:
          'Every call takes `Authorization: Bearer {token}` except where noted, and JSON bodies. Each operation lists the ' +
          'refusals it can give, with why; every one answers the body `{ error }`.',
      },
      tags: TAGS.map(([name, description]) => ({ name, description })),
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: withBodyExample,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(async (docs) => {
    docs.addHook('onSend', async (_request, reply, payload) => (isHtml(reply.getHeader('content-type')) ? fitToScreen(payload) : payload));
    await docs.register(swaggerUi, {
      routePrefix: '/api/docs',
      // The page reads the same document at /api/docs/json; no outside validator badge.
      validatorUrl: false,
      theme: { title: API_TITLE, css: [{ filename: 'narrow-screens.css', content: NARROW_SCREENS_CSS }] },
    });
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

export const apiDocsPlugin = fp(apiDocsSetup, { name: 'api-docs' });
