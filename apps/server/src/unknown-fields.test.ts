import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/helpers/test-app';
import { bearer, signUp } from '../test/helpers/sign-in';
import { matchedPair, sendChat } from '../test/helpers/factories';

const UNKNOWN = 'sneaky';
const refused = (where = '') => ({ status: 400, body: { error: `Invalid request. ${where}Unrecognized key: "${UNKNOWN}"` } });

const ID = randomUUID();
// A body each route with one takes, so that the unknown field is the only thing wrong with what is sent.
const VALID_BODIES: Record<string, object> = {
  'POST /api/auth/create-user': { role: 'FOUNDER' },
  'PUT /api/users/me': { name: 'Walker' },
  'PUT /api/users/me/mail': { matches: true },
  'PUT /api/push/subscription': {
    endpoint: 'https://fcm.googleapis.com/fcm/send/walker',
    keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'A'.repeat(22) },
  },
  'DELETE /api/push/subscription': { endpoint: 'https://fcm.googleapis.com/fcm/send/walker' },
  'DELETE /api/users/me': { confirm: 'DELETE' },
  'POST /api/ideas/submit': { title: 'Walked idea', pitch: 'A pitch long enough to pass.', tags: ['AI'] },
  'PUT /api/ideas/{id}': { title: 'Walked idea', pitch: 'A pitch long enough to pass.', tags: [] },
  'POST /api/ideas/swipe': { ideaId: ID, direction: 'LEFT' },
  'POST /api/ideas/swipe/undo': { ideaId: ID },
  'PUT /api/ideas/deck/filter': { mode: 'all' },
  'POST /api/chat/send': { content: 'Hello', chatRoomId: ID },
  'POST /api/chat/messages/read': { roomId: ID },
  'POST /api/reports': { userId: ID, reason: 'spam' },
  'POST /api/challenges/{id}/submit': { ideaId: ID, githubUrl: 'https://github.com/ada/seed' },
  'POST /api/admin/reports/{id}/dismiss': { reason: 'Walked' },
  'POST /api/admin/reports/{id}/remove-content': { reason: 'Walked' },
  'POST /api/admin/users/{id}/suspend': { reason: 'Walked' },
  'POST /api/admin/users/{id}/unsuspend': { reason: 'Walked' },
  'POST /api/admin/challenges': { startsAt: '2099-01-01T00:00:00.000Z', reason: 'Walked' },
};
// The query a route needs before an unknown field can be the only thing wrong with one.
const VALID_QUERIES: Record<string, string> = { 'GET /api/auth/login': `mode=popup&nonce=${'n'.repeat(22)}&` };
// The identity provider's return carries whatever parameters the provider adds; the route reads two of them.
const PROVIDER_RETURN = 'GET /api/auth/callback';

type Operation = { key: string; method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; hasBody: boolean; investorOnly: boolean };

let ctx: TestContext;
let founder: string;
let investor: string;
let operations: Operation[];

/** Every API operation of the published document, its path parameters filled with values of the right shape. */
async function publishedOperations(): Promise<Operation[]> {
  const document = (await ctx.app.inject({ url: '/api/openapi.json' })).json();
  const paths = document.paths as Record<string, Record<string, { requestBody?: unknown; description?: string }>>;
  return Object.entries(paths)
    .filter(([path]) => path.startsWith('/api/'))
    .flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase() as Operation['method'],
        url: path.replace(/\{\w+\}/g, path.startsWith('/api/referrals/rewards/') ? 'sticker-pack' : ID),
        hasBody: operation.requestBody !== undefined,
        investorOnly: (operation.description ?? '').includes('Investors only.'),
      })),
    );
}

beforeAll(async () => {
  // The walker is an admin too, so the admin routes reach their input checks.
  ctx = await createTestApp({ env: { ADMIN_EMAILS: 'walker@example.com' } });
  founder = (await signUp(ctx.app, { email: 'walker@example.com', name: 'Walker' })).token;
  investor = (await signUp(ctx.app, { email: 'walker-investor@example.com', name: 'Walker Investor', role: 'INVESTOR' })).token;
  operations = await publishedOperations();
});
afterAll(() => ctx.close());

function call(operation: Operation, { query = '', payload }: { query?: string; payload?: object }) {
  return ctx.app.inject({
    method: operation.method,
    url: `${operation.url}?${VALID_QUERIES[operation.key] ?? ''}${query}`,
    headers: { ...bearer(operation.investorOnly ? investor : founder), 'content-type': 'application/json' },
    ...(payload ? { payload } : {}),
  });
}

const answer = (response: { statusCode: number; json: () => unknown }) => ({ status: response.statusCode, body: response.json() });

describe('an unknown field, anywhere in a request', () => {
  it('has a valid body to walk with for every route that takes one', () => {
    const withBody = operations.filter((operation) => operation.hasBody).map((operation) => operation.key);
    expect(withBody.sort()).toEqual(Object.keys(VALID_BODIES).sort());
  });

  it('is refused in the query of every API route, naming it', async () => {
    for (const operation of operations.filter((operation) => operation.key !== PROVIDER_RETURN)) {
      const response = await call(operation, { query: `${UNKNOWN}=1`, payload: VALID_BODIES[operation.key] });
      expect(answer(response), operation.key).toEqual(refused());
    }
  });

  it('is refused in the body of every API route that takes a body, or none, naming it', async () => {
    for (const operation of operations.filter((operation) => operation.method !== 'GET')) {
      const response = await call(operation, { payload: { ...VALID_BODIES[operation.key], [UNKNOWN]: 1 } });
      expect(answer(response), operation.key).toEqual(refused());
    }
  });

  it('by thousands, or with a long name, is named in a short answer, not echoed back whole', async () => {
    const put = (payload: object) => ctx.app.inject({ method: 'PUT', url: '/api/users/me', headers: bearer(founder), payload });
    const many = Object.fromEntries(Array.from({ length: 20_000 }, (_, n) => [`k${n}`, 1]));
    expect(answer(await put({ ...many, name: 'Walker' }))).toEqual({
      status: 400,
      body: { error: 'Invalid request. Unrecognized keys: "k0", "k1", "k2", "k3", "k4" and 19,995 more' },
    });
    const long = await put({ name: 'Walker', ['x'.repeat(200_000)]: 1 });
    expect(answer(long)).toEqual({ status: 400, body: { error: `Invalid request. Unrecognized key: "${'x'.repeat(40)}…"` } });
    expect((await ctx.app.inject({ url: '/api/users/me', headers: bearer(founder) })).json().name).toBe('Walker');
  });

  it('is refused inside the objects a body nests: preferences, a meeting, a deck filter', async () => {
    const { a, roomId } = await matchedPair(ctx.app);
    const preferences = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: bearer(a.token),
      payload: { preferences: { title: 'CTO', [UNKNOWN]: 1 } },
    });
    expect(answer(preferences)).toEqual(refused('preferences: '));
    const meeting = {
      title: 'Kick-off',
      start: new Date(Date.now() + 86_400_000).toISOString(),
      durationMinutes: 30,
      calendarUrl: 'https://calendar.google.com/calendar/render?action=TEMPLATE&text=Kick-off',
      [UNKNOWN]: 1,
    };
    const invite = await sendChat(ctx.app, a.token, { chatRoomId: roomId, content: 'Meet?', messageType: 'meeting_invite', meeting });
    expect(answer(invite)).toEqual(refused('meeting: '));
    const filter = await ctx.app.inject({
      method: 'PUT',
      url: '/api/ideas/deck/filter',
      headers: bearer(a.token),
      payload: { mode: 'tags', tags: ['AI'], [UNKNOWN]: 1 },
    });
    expect(answer(filter)).toEqual(refused());
  });

  it("still takes the fields the spec's client sends that the server ignores", async () => {
    const submitted = await ctx.app.inject({
      method: 'POST',
      url: '/api/ideas/submit',
      headers: bearer(founder),
      payload: {
        ...VALID_BODIES['POST /api/ideas/submit'],
        userId: ID,
        referralCode: 'SEED-ABC-1-XYZ',
        createdAt: new Date().toISOString(),
      },
    });
    expect(submitted.statusCode).toBe(201);
  });
});
