import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DUPLICATE_IDEA_TITLE } from '@seedmatch/shared/my-ideas';
import { ideas } from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app';
import { bearer, signUp } from '../../../test/helpers/sign-in';
import { deck, sendChat, submitIdea, swipe } from '../../../test/helpers/factories';

type Person = { token: string; userId: string };

let ctx: TestContext;
let people = 0;
let investor: Person;

beforeAll(async () => {
  ctx = await createTestApp();
  investor = await signUp(ctx.app, { email: 'mine-vc@example.com', name: 'Mine VC', role: 'INVESTOR' });
});
afterAll(() => ctx.close());

const founder = (name = 'Founder') => signUp(ctx.app, { email: `mine-${(people += 1)}@example.com`, name: `${name} ${people}` });
const call = (who: Person, method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(who.token), ...(payload ? { payload } : {}) });
const edit = (who: Person, id: string, payload: object) => call(who, 'PUT', `/api/ideas/${id}`, payload);
const titleOf = async (id: string) => (await ctx.database.db.select({ title: ideas.title }).from(ideas).where(eq(ideas.id, id)))[0]?.title;
const form = { title: 'Edited title', pitch: 'An edited pitch that is long enough.', tags: ['Edited'] };

describe('GET /api/ideas/mine', () => {
  it('lists only my ideas, newest first, each with the likes of accounts that still exist', async () => {
    const me = await founder('Owner');
    const [fan, leaver, other] = [await founder(), await founder(), await founder()];
    const older = await submitIdea(ctx.app, me.token, { title: 'Older idea' });
    const newer = await submitIdea(ctx.app, me.token, { title: 'Newer idea' });
    await submitIdea(ctx.app, other.token, { title: 'Not mine' });
    await swipe(ctx.app, fan.token, older.id, 'RIGHT');
    await swipe(ctx.app, leaver.token, older.id, 'RIGHT');
    await swipe(ctx.app, other.token, older.id, 'LEFT');
    expect((await call(leaver, 'DELETE', '/api/users/me', { confirm: 'DELETE' })).statusCode).toBe(200);

    const response = await call(me, 'GET', '/api/ideas/mine');
    expect(response.statusCode).toBe(200);
    expect(response.json().map((i: { id: string; swipeRights: number }) => [i.id, i.swipeRights])).toEqual([
      [newer.id, 0],
      [older.id, 1],
    ]);
  });

  it('is for founders only', async () => {
    const response = await call(investor, 'GET', '/api/ideas/mine');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'Only founders can manage ideas.' });
  });
});

describe('PUT /api/ideas/:id', () => {
  it('changes title, pitch and tags with the submission rules, and the next deck shows the change', async () => {
    const [me, viewer] = [await founder(), await founder()];
    const idea = await submitIdea(ctx.app, me.token, { title: 'Before the edit', tags: ['Old'] });
    expect((await deck(ctx.app, viewer.token, '?limit=20')).find((i) => i.id === idea.id)?.title).toBe('Before the edit');

    const response = await edit(me, idea.id, {
      title: '  After the edit  ',
      pitch: 'A sharper pitch, edited later.',
      tags: [' AI ', 'ai', 'Health'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().idea).toMatchObject({
      id: idea.id,
      title: 'After the edit',
      pitch: 'A sharper pitch, edited later.',
      tags: ['AI', 'Health'],
    });
    const seen = (await deck(ctx.app, viewer.token, '?limit=20')).find((i) => i.id === idea.id) as unknown as {
      title: string;
      pitch: string;
      tags: string[];
    };
    expect(seen).toMatchObject({ title: 'After the edit', pitch: 'A sharper pitch, edited later.', tags: ['AI', 'Health'] });
  });

  it.each([
    [{ ...form, title: 'ab' }, 'Title must be at least 3 characters'],
    [{ ...form, title: 'x'.repeat(121) }, 'Title must be at most 120 characters'],
    [{ ...form, pitch: '  ' }, 'Pitch is required'],
    [{ ...form, title: '\u200B\u200B\u200B\u200B', pitch: '\u200B'.repeat(12), tags: ['\u200B'] }, 'Idea title is required'],
    [{ ...form, pitch: '\u200B'.repeat(12) }, 'Pitch is required'],
    [{ ...form, pitch: 'p'.repeat(281) }, 'Pitch must be at most 280 characters'],
    [{ ...form, tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'Use at most 10 tags'],
    [{ ...form, tags: ['t'.repeat(31)] }, 'Tags must be at most 30 characters'],
    [{ title: 'Only a title' }, 'pitch'],
  ])('refuses %j with a clear 400 and changes nothing', async (payload, message) => {
    const me = await founder();
    const idea = await submitIdea(ctx.app, me.token, { title: 'Stays as it is' });
    const response = await edit(me, idea.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(message);
    expect(await titleOf(idea.id)).toBe('Stays as it is');
  });

  it("refuses another founder's idea (403), a missing one (404), a bad id (400) and investors (403)", async () => {
    const [owner, intruder] = [await founder(), await founder()];
    const idea = await submitIdea(ctx.app, owner.token, { title: 'Owned by someone' });
    const cases: [Person, string, number, string][] = [
      [intruder, idea.id, 403, 'You can only change your own ideas.'],
      [intruder, '00000000-0000-4000-8000-000000000000', 404, 'Idea not found'],
      [intruder, 'not-a-uuid', 400, 'Invalid request. id'],
      [investor, idea.id, 403, 'Only founders can edit ideas.'],
    ];
    for (const [who, id, status, message] of cases) {
      const response = await edit(who, id, form);
      expect(response.statusCode, `${id}`).toBe(status);
      expect(response.json().error).toContain(message);
    }
    expect(await titleOf(idea.id)).toBe('Owned by someone');
  });

  it('answers 409 for a title I already have (trimmed, any case), allows my own title and other founders', async () => {
    const [me, other] = [await founder(), await founder()];
    const first = await submitIdea(ctx.app, me.token, { title: 'Seed Bank' });
    const second = await submitIdea(ctx.app, me.token, { title: 'Plant Pal' });
    const clash = await edit(me, second.id, { ...form, title: '  seed BANK ' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ error: DUPLICATE_IDEA_TITLE });
    expect(await titleOf(second.id)).toBe('Plant Pal');
    expect((await edit(me, first.id, { ...form, title: 'SEED BANK' })).statusCode).toBe(200);
    expect((await submitIdea(ctx.app, other.token, { title: 'Seed Bank' })).title).toBe('Seed Bank');
  });

  it('renames the match made through the idea', async () => {
    const [me, partner] = [await founder(), await founder()];
    const mine = await submitIdea(ctx.app, me.token, { title: 'Name before' });
    const theirs = await submitIdea(ctx.app, partner.token);
    await swipe(ctx.app, me.token, theirs.id, 'RIGHT');
    expect((await swipe(ctx.app, partner.token, mine.id, 'RIGHT')).json().isMatch).toBe(true);
    await edit(me, mine.id, { ...form, title: 'Name after' });
    expect((await call(partner, 'GET', '/api/matches')).json()[0].ideaTitle).toBe('Name after');
  });
});

describe('POST /api/ideas/submit with a title I already have', () => {
  it('answers 409 "You already have an idea with this title" and saves nothing', async () => {
    const me = await founder();
    await submitIdea(ctx.app, me.token, { title: 'Twice Over' });
    const response = await call(me, 'POST', '/api/ideas/submit', {
      title: ' twice over ',
      pitch: 'The same idea a second time.',
      tags: [],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: DUPLICATE_IDEA_TITLE });
    expect((await call(me, 'GET', '/api/ideas/mine')).json()).toHaveLength(1);
  });

  it('lets exactly one of two concurrent submissions with the same title win', async () => {
    const me = await founder();
    const payload = { title: 'Race Condition', pitch: 'Two tabs submit the same idea at once.', tags: [] };
    const answers = await Promise.all([1, 2].map(() => call(me, 'POST', '/api/ideas/submit', payload)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await call(me, 'GET', '/api/ideas/mine')).json()).toHaveLength(1);
  });
});

describe('DELETE /api/ideas/:id', () => {
  it('takes the idea out of decks and feeds while the match made through it and its chat room stay', async () => {
    const [me, partner, viewer] = [await founder(), await founder(), await founder()];
    const doomed = await submitIdea(ctx.app, me.token, { title: 'Doomed idea' });
    const theirs = await submitIdea(ctx.app, partner.token);
    await swipe(ctx.app, me.token, theirs.id, 'RIGHT');
    const match = (await swipe(ctx.app, partner.token, doomed.id, 'RIGHT')).json();
    expect(match.isMatch).toBe(true);

    const response = await call(me, 'DELETE', `/api/ideas/${doomed.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const ids = (items: { id: string }[]) => items.map((i) => i.id);
    expect(ids(await deck(ctx.app, viewer.token, '?limit=20'))).not.toContain(doomed.id);
    expect(ids((await call(viewer, 'GET', '/api/ideas')).json())).not.toContain(doomed.id);
    expect(ids((await call(viewer, 'GET', `/api/ideas/user/${me.userId}`)).json())).toEqual([]);
    expect((await call(me, 'GET', '/api/ideas/mine')).json()).toEqual([]);
    const feed = JSON.stringify((await call(investor, 'GET', '/api/ideas/investor/dashboard')).json());
    expect(feed).not.toContain(doomed.id);

    const [kept] = (await call(partner, 'GET', '/api/matches')).json();
    expect(kept).toMatchObject({ id: match.matchData.id, ideaTitle: 'Doomed idea' });
    expect((await sendChat(ctx.app, partner.token, { chatRoomId: kept.chatRoom.id, content: 'Still here?' })).statusCode).toBe(201);
    expect((await call(me, 'DELETE', `/api/ideas/${doomed.id}`)).statusCode).toBe(404);
  });

  it("refuses another founder's idea (403), a bad id (400) and investors (403), deleting nothing", async () => {
    const [owner, intruder] = [await founder(), await founder()];
    const idea = await submitIdea(ctx.app, owner.token, { title: 'Not yours to delete' });
    expect((await call(intruder, 'DELETE', `/api/ideas/${idea.id}`)).json()).toEqual({ error: 'You can only change your own ideas.' });
    expect((await call(intruder, 'DELETE', `/api/ideas/${idea.id}`)).statusCode).toBe(403);
    expect((await call(investor, 'DELETE', `/api/ideas/${idea.id}`)).statusCode).toBe(403);
    expect((await call(intruder, 'DELETE', '/api/ideas/nope')).statusCode).toBe(400);
    expect(await titleOf(idea.id)).toBe('Not yours to delete');
  });
});
