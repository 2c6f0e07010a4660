import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { chatMessages } from './db/schema/index';
import { createTestApp, type TestContext } from '../test/helpers/test-app';
import { bearer, signUp } from '../test/helpers/sign-in';
import { matchedPair, sendChat, submitIdea } from '../test/helpers/factories';

// Texts that show nothing: zero-width spaces, the Hangul filler, blank braille, a soft hyphen, a lone
// right-to-left override, control codes.
const INVISIBLE = ['\u200b\u200b\u200b', '\u3164', '\u2800\u2800', '\u00ad', '\u202e', '\u0001'];

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const putMe = (token: string, payload: object) => ctx.app.inject({ method: 'PUT', url: '/api/users/me', headers: bearer(token), payload });
const answer = (response: { statusCode: number; json: () => unknown }) => ({ status: response.statusCode, body: response.json() });

describe('a profile name that shows nothing', () => {
  it('is refused as an empty name is, and the name stays', async () => {
    const { token } = await signUp(ctx.app, { email: 'invisible-name@example.com', name: 'Visible Name' });
    const empty = answer(await putMe(token, { name: '' }));
    expect(empty).toEqual({ status: 400, body: { error: expect.stringMatching(/^Invalid request\. name: /) } });
    for (const name of INVISIBLE) expect(answer(await putMe(token, { name })), JSON.stringify(name)).toEqual(empty);
    expect((await ctx.app.inject({ url: '/api/users/me', headers: bearer(token) })).json().name).toBe('Visible Name');
  });

  it('is stored without bidi overrides and control codes, and a bio of nothing visible is stored empty', async () => {
    const { token } = await signUp(ctx.app, { email: 'override-name@example.com', name: 'Override' });
    expect((await putMe(token, { name: '\u202eBen', bio: '\u200b\u2800' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/users/me', headers: bearer(token) })).json()).toMatchObject({ name: 'Ben', bio: '' });
    expect((await putMe(token, { name: '\u0001\u0007\u001b[31mRed', preferences: { title: '\u2066CTO\u2069' } })).statusCode).toBe(200);
    const me = (await ctx.app.inject({ url: '/api/users/me', headers: bearer(token) })).json();
    expect(me).toMatchObject({ name: '[31mRed', preferences: { title: 'CTO' } });
  });

  it('refuses a skill that shows nothing as it refuses an empty one', async () => {
    const { token } = await signUp(ctx.app, { email: 'invisible-skill@example.com', name: 'Skill' });
    const empty = answer(await putMe(token, { skills: ['Go', ''] }));
    expect(empty.status).toBe(400);
    expect(answer(await putMe(token, { skills: ['Go', '\u3164'] }))).toEqual(empty);
  });
});

describe('a chat message that shows nothing', () => {
  it('is refused with "A message cannot be empty" and nothing is stored', async () => {
    const { a, roomId } = await matchedPair(ctx.app);
    for (const content of INVISIBLE) {
      const response = await sendChat(ctx.app, a.token, { chatRoomId: roomId, content });
      expect(answer(response), JSON.stringify(content)).toEqual({
        status: 400,
        body: { error: 'Invalid request. content: A message cannot be empty' },
      });
    }
    expect(await ctx.database.db.$count(chatMessages, eq(chatMessages.roomId, roomId))).toBe(0);
  });

  it('is stored without the override that would reverse it, line breaks kept', async () => {
    const { a, roomId } = await matchedPair(ctx.app);
    const sent = await sendChat(ctx.app, a.token, { chatRoomId: roomId, content: 'invoice\u202eexe.pdf\r\nsecond line\u0007' });
    expect(sent.statusCode).toBe(201);
    const [row] = await ctx.database.db.select().from(chatMessages).where(eq(chatMessages.roomId, roomId));
    expect(row!.content).toBe('invoiceexe.pdf\nsecond line');
  });

  it('refuses a meeting invite whose title shows nothing', async () => {
    const { a, roomId } = await matchedPair(ctx.app);
    const meeting = {
      title: '\u200b\u3164',
      start: new Date(Date.now() + 86_400_000).toISOString(),
      durationMinutes: 30,
      calendarUrl: 'https://calendar.google.com/calendar/render?action=TEMPLATE&text=x',
    };
    const response = await sendChat(ctx.app, a.token, { chatRoomId: roomId, content: 'Meeting', messageType: 'meeting_invite', meeting });
    expect(answer(response)).toEqual({ status: 400, body: { error: 'Invalid request. meeting.title: Meeting title is required' } });
  });
});

describe('an idea title that shows nothing', () => {
  it('is refused with "Idea title is required" on submit and on edit', async () => {
    const { token } = await signUp(ctx.app, { email: 'invisible-idea@example.com', name: 'Idea Person' });
    const idea = await submitIdea(ctx.app, token, { title: 'A visible title' });
    const form = { pitch: 'A pitch long enough to pass.', tags: [] };
    for (const title of ['\u3164\u3164\u3164', '\u2800\u2800\u2800\u2800', '\u202e\u202e\u202e']) {
      const submitted = await ctx.app.inject({
        method: 'POST',
        url: '/api/ideas/submit',
        headers: bearer(token),
        payload: { ...form, title },
      });
      const edited = await ctx.app.inject({
        method: 'PUT',
        url: `/api/ideas/${idea.id}`,
        headers: bearer(token),
        payload: { ...form, title },
      });
      for (const response of [submitted, edited]) {
        expect(answer(response), JSON.stringify(title)).toEqual({
          status: 400,
          body: { error: 'Invalid request. title: Idea title is required' },
        });
      }
    }
  });
});
