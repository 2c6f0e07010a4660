import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { SendMessageBodySchema } from '@seedmatch/shared/chat';
import { createTestApp, type TestContext } from '../test/helpers/test-app';
import { bearer, signUp } from '../test/helpers/sign-in';

// The calls of the spec's API table (docs/product.md#api), under the server's /api prefix.
const SPEC_CALLS = [
  'post /api/auth/create-user',
  'get /api/users/me',
  'put /api/users/me',
  'get /api/user/stats',
  'post /api/ideas/submit',
  'get /api/ideas',
  'get /api/ideas/random',
  'get /api/ideas/user/{userId}',
  'post /api/ideas/swipe',
  'get /api/ideas/investor/dashboard',
  'get /api/matches',
  'get /api/matches/{id}',
  'get /api/challenges/current',
  'post /api/challenges/{id}/join',
  'get /api/referrals/stats',
  'get /api/referrals/rewards',
  'get /api/referrals/history',
  'get /api/chat/rooms',
  'get /api/chat/messages/{roomId}',
  'post /api/chat/send',
  'post /api/chat/messages/read',
];

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('the published API contract', () => {
  it('is a valid OpenAPI 3.1 document at /api/openapi.json holding every call of the spec', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document);
    expect(result.errors ?? [], JSON.stringify(result.errors)).toEqual([]);
    expect(result.valid).toBe(true);
    const operations = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method} ${path}`),
    );
    for (const call of SPEC_CALLS) expect(operations, call).toContain(call);
    // The operator's probes too, with the body a load balancer reads when an instance is not ready.
    expect(operations).toEqual(expect.arrayContaining(['get /healthz', 'get /readyz']));
    expect(Object.keys(document.paths['/readyz'].get.responses['503'].content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['error', 'status', 'checks']),
    );
  });

  it('gives each operation a tag, a summary and its bearer requirement', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const swipe = document.paths['/api/ideas/swipe'].post;
    expect(swipe.tags).toEqual(['ideas']);
    expect(swipe.summary).toMatch(/swipe|Like/);
    expect(swipe.security).toEqual([{ bearer: [] }]);
    expect(swipe.requestBody.content['application/json'].schema.properties.direction.enum).toEqual(['RIGHT', 'LEFT']);
    expect(document.paths['/api/ideas/investor/dashboard'].get.description).toContain('Investors only.');
  });

  it('shows the limits of the texts people type, and that a body takes no other field', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const bodyOf = (path: string, method: string) => document.paths[path][method].requestBody.content['application/json'].schema;
    const idea = bodyOf('/api/ideas/submit', 'post');
    expect(idea.properties.title).toMatchObject({ type: 'string', minLength: 3, maxLength: 120 });
    expect(idea.properties.pitch).toMatchObject({ type: 'string', minLength: 10, maxLength: 280 });
    expect(idea.properties.tags).toMatchObject({ type: 'array', maxItems: 10, items: { type: 'string', maxLength: 30 } });
    expect(idea.additionalProperties).toBe(false);
    const profile = bodyOf('/api/users/me', 'put');
    expect(profile.properties.name).toMatchObject({ minLength: 1, maxLength: 80 });
    expect(profile.properties.skills).toMatchObject({ maxItems: 30, items: { minLength: 1, maxLength: 40 } });
    expect(profile.properties.preferences.properties.linkedin).toMatchObject({ maxLength: 300 });
    expect(profile.properties.preferences.additionalProperties).toBe(false);
    const message = bodyOf('/api/chat/send', 'post');
    expect(message.properties.content).toMatchObject({ minLength: 1, maxLength: 4000 });
    expect(message.properties.meeting.properties.title).toMatchObject({ minLength: 1, maxLength: 200 });
    const mvp = bodyOf('/api/challenges/{id}/submit', 'post');
    expect(mvp.properties.githubUrl).toMatchObject({ minLength: 1, maxLength: 200 });
    expect(mvp.properties.readme).toMatchObject({ type: 'string', maxLength: 10_000 });
    expect(mvp.required).not.toContain('readme');
    expect(bodyOf('/api/reports', 'post').properties.details).toMatchObject({ maxLength: 1000 });
  });

  it('serves the browsable docs page at /api/docs, titled and sized for phones', async () => {
    for (const url of ['/api/docs', '/api/docs/']) {
      const page = await ctx.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('swagger-ui-bundle.js');
      expect(page.body).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
      expect(page.body).toContain('<title>SeedMatch API</title>');
    }
    const narrow = await ctx.app.inject({ method: 'GET', url: '/api/docs/static/theme/narrow-screens.css' });
    expect(narrow.statusCode).toBe(200);
    expect(narrow.body).toContain('@media (max-width: 600px)');
  });
});

type Answer = { description: string; content?: Record<string, { schema: unknown }> };
type Operation = {
  security?: unknown;
  requestBody?: { content: Record<string, { example?: unknown }> };
  responses: Record<string, Answer>;
};

const operationsOf = (document: { paths: Record<string, Record<string, Operation>> }) =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ call: `${method} ${path}`, operation })),
  );

const ERROR_BODY = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };

describe('the error answers in the contract', () => {
  it('declares on every operation the 400 and 5XX with the error body, 401 where it needs a token and 429 under /api', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const { call, operation } of operationsOf(document)) {
      const declared = (status: string) => expect(operation.responses[status]?.content, `${call} ${status}`).toEqual(ERROR_BODY);
      declared('400');
      declared('5XX');
      if (operation.security) declared('401');
      if (call.includes(' /api/')) declared('429');
      expect(operation.responses['400']!.description, call).toContain('Invalid request.');
    }
  });

  it('declares the refusals a route gives for reasons of its own, with their messages', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const send = document.paths['/api/chat/send'].post.responses;
    expect(Object.keys(send)).toEqual(
      expect.arrayContaining(['201', '200', '400', '401', '403', '404', '409', '413', '415', '429', '5XX']),
    );
    expect(send['409'].description).toContain('This clientId was already used for a different message.');
    expect(send['404'].description).toContain('Chat not found');
    expect(send['404'].description).toContain('User not found');
  });

  it('declares what signed-out, bad-text and bad-input calls really answer', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const exported = document.paths['/api/users/me/export'].get.responses;
    expect(exported['401'].content).toEqual(ERROR_BODY);
    expect(exported['200'].content['application/json'].schema.properties.profile).toBeDefined();
    const signedOut = await ctx.app.inject({ method: 'GET', url: '/api/users/me/export' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ error: 'Sign in to continue.' });
    for (const url of ['/healthz?x=%00', '/readyz?x=%00']) {
      const probe = await ctx.app.inject({ method: 'GET', url });
      expect(probe.statusCode, url).toBe(400);
      expect(probe.json()).toEqual({ error: 'Invalid request. Text must not contain NUL characters.' });
    }
  });
});

describe('the examples and formats in the contract', () => {
  it('offers every request body an example, and the chat send example is one the server accepts', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const { call, operation } of operationsOf(document)) {
      if (operation.requestBody) expect(operation.requestBody.content['application/json']?.example, call).toBeDefined();
    }
    const example = document.paths['/api/chat/send'].post.requestBody.content['application/json'].example;
    expect(SendMessageBodySchema.safeParse(example).success).toBe(true);
  });

  it('gives integers their real minimum and dates the date-time format', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(JSON.stringify(document)).not.toContain(String(Number.MIN_SAFE_INTEGER));
    const message = document.paths['/api/chat/send'].post.responses['201'].content['application/json'].schema.properties.message;
    expect(message.properties.seq).toMatchObject({ type: 'integer', minimum: 1 });
    expect(message.properties.createdAt).toMatchObject({ type: 'string', format: 'date-time' });
  });
});

describe('input checked by the route contract keeps the API 400 body', () => {
  it('answers bad params, query and body as before, and checks the caller first', async () => {
    const person = await signUp(ctx.app, { email: 'contract@example.com', name: 'Contract Person' });
    const call = (method: 'GET' | 'POST', url: string, payload?: object, token: string | null = person.token) =>
      ctx.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload }) });
    const params = await call('GET', '/api/matches/not-a-uuid');
    expect(params.statusCode).toBe(400);
    expect(params.json()).toEqual({ error: 'Invalid request. id: Invalid UUID' });
    const query = await call('GET', '/api/ideas/deck?limit=0');
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual({ error: 'Invalid request. limit: Too small: expected number to be >=1' });
    const body = await call('POST', '/api/ideas/swipe', { ideaId: person.userId, direction: 'UP' });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toEqual({ error: 'Invalid request. direction: Invalid option: expected one of "RIGHT"|"LEFT"' });
    const noBody = await call('POST', '/api/ideas/swipe');
    expect(noBody.json()).toEqual({ error: 'Invalid request. Invalid input: expected object, received undefined' });
    const anonymous = await call('POST', '/api/ideas/swipe', { direction: 'UP' }, null);
    expect(anonymous.statusCode).toBe(401);
  });

  it('takes a number in the query only as people write one', async () => {
    const person = await signUp(ctx.app, { email: 'query-numbers@example.com', name: 'Query Numbers' });
    const get = (url: string) => ctx.app.inject({ url, headers: bearer(person.token) });
    for (const url of [
      '/api/ideas/deck?limit=0x5',
      '/api/ideas/deck?limit=1e1',
      '/api/ideas/deck?limit=+5',
      '/api/ideas/deck?limit=',
      '/api/user/stats?tzOffset=%20',
    ]) {
      const answer = await get(url);
      expect([url, answer.statusCode, answer.json().error]).toEqual([
        url,
        400,
        expect.stringMatching(/^Invalid request\. (limit|tzOffset): Expected a whole number$/),
      ]);
    }
    const twice = await get('/api/ideas/deck?limit=10&limit=20');
    expect([twice.statusCode, twice.json().error]).toEqual([400, 'Invalid request. limit: Give this parameter once']);
    // In a body, a list where one value belongs is no repeated parameter.
    const listInBody = await ctx.app.inject({
      method: 'POST',
      url: '/api/ideas/swipe',
      headers: bearer(person.token),
      payload: { ideaId: [person.userId], direction: 'RIGHT' },
    });
    expect(listInBody.json().error).toBe('Invalid request. ideaId: Invalid input: expected string, received array');
    expect((await get('/api/ideas/deck?limit=10')).statusCode).toBe(200);
    expect((await get('/api/ideas/deck')).statusCode).toBe(200);
    expect((await get('/api/user/stats?tzOffset=-60')).statusCode).toBe(200);
  });
});
