import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ideas, swipes, users } from '../db/schema/index';
import { createTestApp, type TestContext } from '../../test/helpers/test-app';
import { bearer, signUp } from '../../test/helpers/sign-in';
import { deck, submitIdea, swipe } from '../../test/helpers/factories';
import { seedDemoData } from './seed';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { DEMO_DATA: 'on' } });
  await seedDemoData(ctx.database.db);
});
afterAll(() => ctx.close());

describe('demo data', () => {
  it('seeds founders with ideas and likes once; seeding again changes nothing', async () => {
    const count = async () => ({
      users: await ctx.database.db.$count(users),
      ideas: await ctx.database.db.$count(ideas),
      swipes: await ctx.database.db.$count(swipes),
    });
    const first = await count();
    expect(first.users).toBe(5);
    expect(first.ideas).toBe(10);
    expect(first.swipes).toBeGreaterThan(0);
    await seedDemoData(ctx.database.db);
    expect(await count()).toEqual(first);
    const wrongCounters = await ctx.database.db.$count(
      ideas,
      sql`${ideas.swipeRights} <> (select count(*) from ${swipes} where ${swipes.ideaId} = ${ideas.id} and ${swipes.direction} = 'RIGHT')`,
    );
    expect(wrongCounters).toBe(0);
  });

  it('lets a newcomer reach a first match: demo founders like a new idea that shares their skills', async () => {
    const newcomer = await signUp(ctx.app, { email: 'newcomer@example.com', name: 'New Comer' });
    const mine = await submitIdea(ctx.app, newcomer.token, { title: 'Clinic copilot', tags: ['Health'] });
    const likers = await ctx.database.db
      .select({ name: users.name })
      .from(swipes)
      .innerJoin(users, eq(users.id, swipes.userId))
      .where(eq(swipes.ideaId, mine.id));
    expect(likers.map((l) => l.name)).toEqual(['Arjun Mehta']);

    const cards = await deck(ctx.app, newcomer.token, '?limit=10');
    const arjuns = cards.find((card) => card.title === 'ScribeMD')!;
    const result = (await swipe(ctx.app, newcomer.token, arjuns.id, 'RIGHT')).json();
    expect(result).toMatchObject({ isMatch: true, matchData: { matchedUserName: 'Arjun Mehta', ideaTitle: 'ScribeMD' } });
    const matches = (await ctx.app.inject({ url: '/api/matches', headers: bearer(newcomer.token) })).json();
    expect(matches).toHaveLength(1);
  });

  it('answers 201 for an idea it saved, even when the demo likes that follow fail', async () => {
    const founder = await signUp(ctx.app, { email: 'saved-anyway@example.com', name: 'Saved Anyway' });
    // The likes run after the idea is committed; here their table is gone for a moment.
    await ctx.database.db.execute(sql`alter table swipes rename to swipes_away`);
    try {
      const submitted = await ctx.app.inject({
        method: 'POST',
        url: '/api/ideas/submit',
        headers: bearer(founder.token),
        payload: { title: 'Saved despite likes', pitch: 'An idea the server keeps and says so.', tags: ['Health'] },
      });
      expect(submitted.statusCode).toBe(201);
      expect(submitted.json().idea.title).toBe('Saved despite likes');
    } finally {
      await ctx.database.db.execute(sql`alter table swipes_away rename to swipes`);
    }
    const mine = (await ctx.app.inject({ url: '/api/ideas/mine', headers: bearer(founder.token) })).json();
    expect(mine.map((idea: { title: string }) => idea.title)).toEqual(['Saved despite likes']);
  });
});
