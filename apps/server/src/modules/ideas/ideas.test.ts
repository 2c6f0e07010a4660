import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Idea } from '@seedmatch/shared/ideas';
import { ideas, users } from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app';
import { bearer, signUp } from '../../../test/helpers/sign-in';
import { deck, submitIdea } from '../../../test/helpers/factories';
import { deleteAccountBeforeWriting } from '../../../test/helpers/delete-before-write';

let ctx: TestContext;
let founder: string;
let investor: string;

beforeAll(async () => {
  ctx = await createTestApp();
  founder = (await signUp(ctx.app, { email: 'sub@example.com', name: 'Sub Mitter' })).token;
  investor = (await signUp(ctx.app, { email: 'inv@example.com', name: 'In Vestor', role: 'INVESTOR' })).token;
});
afterAll(() => ctx.close());

const submit = (token: string, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/ideas/submit', headers: bearer(token), payload: payload as object });

describe('POST /api/ideas/submit', () => {
  it('saves the idea with trimmed, de-duplicated tags and the server time', async () => {
    const response = await submit(founder, {
      title: '  Seed Bank  ',
      pitch: 'A savings account that invests spare change in local startups.',
      tags: [' Fintech ', 'fintech', '', 'Community'],
      userId: 'someone-else',
      createdAt: '1999-01-01T00:00:00.000Z',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe('Idea submitted successfully!');
    expect(body.idea).toMatchObject({
      title: 'Seed Bank',
      pitch: 'A savings account that invests spare change in local startups.',
      description: 'A savings account that invests spare change in local startups.',
      tags: ['Fintech', 'Community'],
      swipeRights: 0,
      user: { name: 'Sub Mitter' },
    });
    expect(new Date(body.idea.createdAt).getFullYear()).toBeGreaterThan(2020);
    const me = (await ctx.app.inject({ url: '/api/users/me', headers: bearer(founder) })).json();
    expect(body.idea.userId).toBe(me.id);
  });

  it.each([
    [{ title: '', pitch: 'Long enough pitch here', tags: [] }, 'Idea title is required'],
    [{ title: 'ab', pitch: 'Long enough pitch here', tags: [] }, 'Title must be at least 3 characters'],
    [{ title: '\u200B\u2060\u200B\u200B', pitch: 'Long enough pitch here', tags: [] }, 'Idea title is required'],
    [{ title: 'Good title', pitch: '   ', tags: [] }, 'Pitch is required'],
    [{ title: 'Good title', pitch: 'short', tags: [] }, 'Pitch must be at least 10 characters'],
    [{ title: 'x'.repeat(121), pitch: 'Long enough pitch here', tags: [] }, 'Title must be at most 120 characters'],
    [{ title: 'Good title', pitch: 'p'.repeat(281), tags: [] }, 'Pitch must be at most 280 characters'],
    [{ title: 'Good title', pitch: 'Long enough pitch here', tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'Use at most 10 tags'],
    [{ title: 'Good title', pitch: 'Long enough pitch here', tags: ['t'.repeat(31)] }, 'Tags must be at most 30 characters'],
    [{ title: 'Good title', pitch: 'Long enough pitch here', tags: 'AI' }, 'tags'],
  ])('rejects %j with a clear message and saves nothing', async (payload, message) => {
    const before = await ctx.database.db.select().from(ideas);
    const response = await submit(founder, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(message);
    expect(await ctx.database.db.select().from(ideas)).toHaveLength(before.length);
  });

  it('is for founders only', async () => {
    const response = await submit(investor, { title: 'Investor idea', pitch: 'Investors do not pitch here.', tags: [] });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'Only founders can submit ideas.' });
  });

  it('needs a signed-in user', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/ideas/submit', payload: { title: 'x' } });
    expect(response.statusCode).toBe(401);
  });

  it('answers 404 User not found, never a 500, to a founder deleting their account on another device as it is saved', async () => {
    const leaving = await signUp(ctx.app, { email: 'leaving-submitter@example.com', name: 'Lee Ving' });
    const deletion = await deleteAccountBeforeWriting(ctx.database, 'ideas', leaving.userId);
    const response = await submit(leaving.token, { title: 'Last idea', pitch: 'Sent as the account goes.', tags: [] });
    deletion.restore();
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'User not found' });
  });
});

describe('reading ideas', () => {
  it("lists a founder's ideas at /api/ideas/user/{userId}, newest first", async () => {
    const { token, userId } = await signUp(ctx.app, { email: 'lister@example.com', name: 'Lister' });
    await submitIdea(ctx.app, token, { title: 'First one' });
    await submitIdea(ctx.app, token, { title: 'Second one' });
    const response = await ctx.app.inject({ url: `/api/ideas/user/${userId}`, headers: bearer(investor) });
    expect(response.json().map((i: { title: string }) => i.title)).toEqual(['Second one', 'First one']);
    const bad = await ctx.app.inject({ url: '/api/ideas/user/not-a-uuid', headers: bearer(investor) });
    expect(bad.statusCode).toBe(400);
  });

  it('lists the newest ideas at /api/ideas', async () => {
    const response = await ctx.app.inject({ url: '/api/ideas', headers: bearer(investor) });
    expect(response.statusCode).toBe(200);
    expect(response.json().length).toBeGreaterThan(0);
  });

  it('serves /api/ideas/random from ideas the user may swipe, and null when there are none', async () => {
    const { token } = await signUp(ctx.app, { email: 'random@example.com', name: 'Random' });
    const response = await ctx.app.inject({ url: '/api/ideas/random', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json().userId).not.toBeUndefined();
    const fresh = await createTestApp();
    try {
      const lonely = await signUp(fresh.app, { email: 'lonely@example.com', name: 'Lonely' });
      const none = await fresh.app.inject({ url: '/api/ideas/random', headers: bearer(lonely.token) });
      expect(none.statusCode).toBe(200);
      expect(none.json()).toBeNull();
    } finally {
      await fresh.close();
    }
  });

  it('rejects bad deck queries', async () => {
    for (const query of ['?limit=0', '?limit=500', '?exclude=nope', `?exclude=${'x,'.repeat(30)}`]) {
      const response = await ctx.app.inject({ url: `/api/ideas/deck${query}`, headers: bearer(founder) });
      expect(response.statusCode, query).toBe(400);
    }
    expect(await deck(ctx.app, founder, '?limit=1')).toHaveLength(1);
  });

  it('serves each deck card with who is behind it: photo, title, skills, what they look for; never the long profile texts', async () => {
    const owner = await signUp(ctx.app, { email: 'owner-card@example.com', name: 'Olga Owner-Card' });
    const profile = {
      bio: 'Built two logistics startups.',
      skills: ['Rust', 'Design', 'Sales', 'Ops'],
      timezone: 'Lisbon',
      preferences: {
        title: 'CTO',
        experience: 'x'.repeat(500),
        interests: ['Quantum'],
        lookingFor: ['Designer'],
        github: 'https://github.com/olga',
      },
    };
    const updated = await ctx.app.inject({ method: 'PUT', url: '/api/users/me', headers: bearer(owner.token), payload: profile });
    expect(updated.statusCode).toBe(200);
    await ctx.database.db.update(users).set({ avatarUrl: 'https://lh3.googleusercontent.com/a/olga' }).where(eq(users.id, owner.userId));
    const idea = await submitIdea(ctx.app, owner.token, { title: 'Quantum card check', tags: ['QuantumCards'] });
    const plain = await signUp(ctx.app, { email: 'plain-card@example.com', name: 'Plain Founder' });
    const plainIdea = await submitIdea(ctx.app, plain.token, { title: 'Plain card check', tags: ['QuantumCards'] });
    const reader = await signUp(ctx.app, { email: 'reader-card@example.com', name: 'Reader' });
    await ctx.app.inject({ method: 'PUT', url: '/api/users/me', headers: bearer(reader.token), payload: { skills: ['QuantumCards'] } });

    const cards = (await deck(ctx.app, reader.token, '?limit=2')) as unknown as Idea[];
    const byId = new Map(cards.map((card) => [card.id, card]));
    expect(byId.get(idea.id)?.user).toEqual({
      id: owner.userId,
      name: 'Olga Owner-Card',
      bio: 'Built two logistics startups.',
      skills: ['Rust', 'Design', 'Sales', 'Ops'],
      avatarUrl: 'https://lh3.googleusercontent.com/a/olga',
      title: 'CTO',
      location: 'Lisbon',
      interests: ['Quantum'],
      lookingFor: ['Designer'],
    });
    expect(byId.get(plainIdea.id)?.user).toMatchObject({
      name: 'Plain Founder',
      avatarUrl: null,
      title: '',
      location: '',
      interests: [],
      lookingFor: [],
    });
    expect(byId.get(idea.id)).toMatchObject({
      title: 'Quantum card check',
      description: expect.any(String),
      swipeRights: 0,
      userId: owner.userId,
    });
  });

  it('keeps the idea row as submitted', async () => {
    const idea = await submitIdea(ctx.app, founder, { title: 'Row check', tags: ['AI'] });
    const [row] = await ctx.database.db.select().from(ideas).where(eq(ideas.id, idea.id));
    expect(row!.tagKeys).toEqual(['ai']);
  });
});
