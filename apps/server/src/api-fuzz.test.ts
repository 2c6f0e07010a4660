import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../test/helpers/test-app';
import { bearer, signUp } from '../test/helpers/sign-in';
import { matchedPair, sendChat } from '../test/helpers/factories';
import { ENDPOINTS, withParam } from '../test/helpers/endpoints';
import { rowsOf } from './db/rows';

const RUNS_PER_ENDPOINT = Math.ceil(10_000 / ENDPOINTS.length);

let ctx: TestContext;
let tokens: string[];

/** A cheap fingerprint of everything a request could change. */
async function fingerprint(): Promise<string> {
  const result = await ctx.database.db.execute(sql`select
    (select count(*) from users) u, (select max(updated_at) from users) uu, (select count(*) from sessions) s,
    (select count(*) from ideas) i, (select coalesce(sum(swipe_rights), 0) from ideas) ir, (select count(*) from swipes) w,
    (select count(*) from matches) m, (select count(*) from chat_rooms) r, (select count(*) from chat_messages) cm,
    (select coalesce(sum(last_read_seq), 0) from chat_participants) cp, (select count(*) from challenges) c,
    (select count(*) from challenge_participants) chp, (select count(*) from mvp_submissions) ms,
    (select count(*) from referral_points) rp, (select count(*) from reward_claims) rc,
    (select count(*) from investor_shortlists) sl, (select count(*) from blocks) b, (select count(*) from reports) rep,
    (select count(*) from mail_jobs) mj, (select count(*) from users where mail_preferences <> '{}') mp`);
  return JSON.stringify(rowsOf(result)[0]);
}

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('', ' ', '../../etc/passwd', '%00', '\u0000', "' or 1=1 --", '<script>', '9'.repeat(400)),
);
const param = fc.oneof(text, fc.uuid(), fc.constantFrom('00000000-0000-0000-0000-000000000000', 'sticker-pack', 'null'));
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.record({ ideaId: param, direction: fc.oneof(text, fc.constantFrom('RIGHT', 'LEFT', 'right')) }, { requiredKeys: [] }),
  fc.record({ content: text, chatRoomId: param, receiverId: param, clientId: text, messageType: text }, { requiredKeys: [] }),
  fc.record({ title: text, pitch: text, tags: fc.array(fc.anything({ maxDepth: 1 }), { maxLength: 12 }) }, { requiredKeys: [] }),
  fc.record(
    { role: text, name: text, bio: text, skills: fc.anything({ maxDepth: 2 }), preferences: fc.anything({ maxDepth: 2 }) },
    { requiredKeys: [] },
  ),
  fc.record(
    { githubUrl: text, liveUrl: text, hasReadme: fc.anything({ maxDepth: 1 }), roomId: param, confirm: text },
    { requiredKeys: [] },
  ),
);
const query = fc.dictionary(fc.constantFrom('limit', 'exclude', 'before', 'after', 'tzOffset', 'mode', 'state', 'code', 'error'), text, {
  maxKeys: 3,
});

beforeAll(async () => {
  ctx = await createTestApp({ requestsPerMinute: 1_000_000 });
  const pair = await matchedPair(ctx.app);
  await sendChat(ctx.app, pair.a.token, { chatRoomId: pair.roomId, content: 'hello' });
  const investor = await signUp(ctx.app, { email: 'fuzz-investor@example.com', name: 'Fuzz Investor', role: 'INVESTOR' });
  tokens = [pair.a.token, pair.b.token, investor.token, 'not-a-valid-session-token-at-all'];
}, 120_000);
afterAll(() => ctx.close());

describe('fuzzing every endpoint with bad input', () => {
  it(`never answers 5xx and changes nothing when it refuses (${RUNS_PER_ENDPOINT * ENDPOINTS.length} cases)`, async () => {
    let refused = 0;
    // What the data looks like now: only an accepted request may change it, so only then is it read again.
    let current = await fingerprint();
    // Logging out takes no input and would end the sessions the other cases use.
    for (const endpoint of ENDPOINTS.filter((e) => !e.path.startsWith('/api/auth/logout'))) {
      await fc.assert(
        fc.asyncProperty(param, body, query, fc.constantFrom(...tokens, ''), fc.boolean(), async (id, payload, search, token, raw) => {
          const url = `${withParam(endpoint.path, encodeURIComponent(id))}?${new URLSearchParams(search)}`;
          const response = await ctx.app.inject({
            method: endpoint.method,
            url,
            headers: { ...(token ? bearer(token) : {}), 'content-type': 'application/json' },
            ...(endpoint.hasBody ? { payload: raw ? String(JSON.stringify(payload)).slice(0, -1) : JSON.stringify(payload) } : {}),
          });
          expect(response.statusCode, `${endpoint.method} ${url} -> ${response.body}`).toBeLessThan(500);
          if (response.statusCode >= 400) {
            refused += 1;
            expect(await fingerprint()).toBe(current);
            // A page's own refusal is a page; bad text is refused before any route, in JSON.
            if (endpoint.page) expect(response.body).toMatch(/This link is not valid|^\{"error":"/);
            else expect(typeof response.json().error).toBe('string');
          } else {
            current = await fingerprint();
          }
        }),
        { numRuns: RUNS_PER_ENDPOINT, seed: 20261122 },
      );
    }
    expect(refused).toBeGreaterThan(RUNS_PER_ENDPOINT * ENDPOINTS.length * 0.5);
  }, 600_000);
});
