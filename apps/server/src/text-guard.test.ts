import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../test/helpers/test-app';
import { bearer, signUp } from '../test/helpers/sign-in';
import { matchedPair } from '../test/helpers/factories';
import { ENDPOINTS, withParam, type Endpoint } from '../test/helpers/endpoints';
import { rowsOf } from './db/rows';

// A marker that must never reach the log, whatever the request carried it.
const SECRET = 'private-words-7f3a';
const NUL_ERROR = 'Invalid request. Text must not contain NUL characters.';
const UNICODE_ERROR = 'Invalid request. Text must be valid Unicode.';

let ctx: TestContext;
let token: string;
let roomId: string;
const logLines: string[] = [];

/** Every table's rows (sessions only counted: signing in is not what these requests could change). */
async function snapshot(): Promise<string> {
  const tables = rowsOf<{ name: string }>(
    await ctx.database.db.execute(sql`select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
  );
  const parts: unknown[] = [];
  for (const { name } of tables) {
    const counted = ['sessions', 'login_attempts'].includes(name) || name.startsWith('__');
    let query = counted ? sql`select count(*) as n from ${sql.identifier(name)}` : sql`select * from ${sql.identifier(name)}`;
    // The mail worker sends queued mail meanwhile: which mails exist is the requests' doing, their delivery is not.
    if (name === 'mail_jobs') query = sql`select key, user_id, template, data from mail_jobs`;
    parts.push(
      name,
      rowsOf<Record<string, unknown>>(await ctx.database.db.execute(query))
        .map((row) => JSON.stringify(row))
        .sort(),
    );
  }
  return JSON.stringify(parts);
}

/** A body every route with a body would otherwise read: the usual fields, each holding `text`. */
const hostileBody = (text: string) => ({
  content: text,
  chatRoomId: roomId,
  clientId: `c-${text}`,
  title: text,
  pitch: `${text} pitch long enough`,
  tags: [text],
  name: text,
  bio: text,
  ideaId: roomId,
  direction: 'RIGHT',
  githubUrl: `https://github.com/a/${text}`,
  reason: text,
  confirm: text,
  nested: { [text]: [text] },
});

function request(endpoint: Endpoint, parts: { id?: string; query?: string; payload?: string | Buffer }) {
  return ctx.app.inject({
    method: endpoint.method,
    url: `${withParam(endpoint.path, parts.id ?? roomId)}${parts.query ?? ''}`,
    headers: { ...bearer(token), 'content-type': 'application/json' },
    ...(parts.payload !== undefined ? { payload: parts.payload } : {}),
  });
}

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  });
  ctx = await createTestApp({ logger: { level: 'trace', stream } });
  const pair = await matchedPair(ctx.app);
  token = pair.a.token;
  roomId = pair.roomId;
  await signUp(ctx.app, { email: 'guard-investor@example.com', name: 'Guard Investor', role: 'INVESTOR' });
}, 60_000);
afterAll(() => ctx.close());

// Logging out ends the session the other cases use; it reads no input anyway.
const endpoints = ENDPOINTS.filter((endpoint) => endpoint.path !== '/api/auth/logout');

describe('NUL characters and broken Unicode are refused everywhere', () => {
  it.each(endpoints)('$method $path refuses them in the query, params and body and changes nothing', async (endpoint) => {
    const before = await snapshot();
    const cases: { parts: Parameters<typeof request>[1]; error: string }[] = [
      { parts: { query: `?q=${SECRET}%00` }, error: NUL_ERROR },
      { parts: { query: `?${SECRET}%00=1` }, error: NUL_ERROR },
      { parts: { query: `?q=${SECRET}%ED%A0%80` }, error: UNICODE_ERROR },
    ];
    if (endpoint.path.includes(':id')) cases.push({ parts: { id: `${SECRET}%00` }, error: NUL_ERROR });
    if (endpoint.hasBody) {
      cases.push(
        { parts: { payload: JSON.stringify(hostileBody(`${SECRET}\u0000`)) }, error: NUL_ERROR },
        { parts: { payload: JSON.stringify(hostileBody(`${SECRET}\ud800`)) }, error: UNICODE_ERROR },
        { parts: { payload: JSON.stringify({ ...hostileBody(SECRET), [`x\u0000`]: 1 }) }, error: NUL_ERROR },
        {
          parts: { payload: Buffer.concat([Buffer.from(`{"content":"${SECRET}`), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]) },
          error: UNICODE_ERROR,
        },
      );
    }
    for (const { parts, error } of cases) {
      const response = await request(endpoint, parts);
      expect({ status: response.statusCode, body: response.json() }, JSON.stringify(parts)).toEqual({ status: 400, body: { error } });
    }
    expect(await snapshot()).toBe(before);
  });

  it('writes none of the refused content to the log', () => {
    expect(logLines.length).toBeGreaterThan(0);
    // Only the access line names the address asked for; no other line may repeat what the user sent.
    const leaked = logLines.filter((line) => line.includes(SECRET) && JSON.parse(line).msg !== 'incoming request');
    expect(leaked).toEqual([]);
  });
});
