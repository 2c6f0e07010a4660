import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { swipes, users } from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app';
import { bearer, signInThroughIssuer, signUp } from '../../../test/helpers/sign-in';
import { deck, submitIdea, swipe } from '../../../test/helpers/factories';
import { noSockets } from '../realtime/realtime';
import { suspendUser, unsuspendUser } from '../safety/safety.service';
import { deckAction, runDeckScenario, signUpDeckFounders } from '../../../test/helpers/deck-model';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let people = 0;
async function founder(skills: string[] = []) {
  people += 1;
  const account = { email: `deck${people}@example.com`, name: `Deck Founder ${people}` };
  const user = await signUp(ctx.app, account);
  if (skills.length > 0) await ctx.app.inject({ method: 'PUT', url: '/api/users/me', headers: bearer(user.token), payload: { skills } });
  return { ...user, account };
}

const undo = (token: string, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/ideas/swipe/undo', headers: bearer(token), payload: payload as object });
const putFilter = (token: string, payload: unknown) =>
  ctx.app.inject({ method: 'PUT', url: '/api/ideas/deck/filter', headers: bearer(token), payload: payload as object });
const swipesOf = (userId: string) => ctx.database.db.select().from(swipes).where(eq(swipes.userId, userId));

describe('POST /api/ideas/swipe/undo', () => {
  it('takes the last pass back: the idea is answered and served again', async () => {
    const me = await founder();
    const owner = await founder();
    const idea = await submitIdea(ctx.app, owner.token, { title: 'Undo me' });
    await swipe(ctx.app, me.token, idea.id, 'LEFT');
    expect((await deck(ctx.app, me.token, '?limit=20')).map((i) => i.id)).not.toContain(idea.id);

    const response = await undo(me.token, { ideaId: idea.id });
    expect(response.statusCode).toBe(200);
    expect(response.json().idea).toMatchObject({ id: idea.id, title: 'Undo me', user: { name: owner.account.name } });
    expect(await swipesOf(me.userId)).toEqual([]);
    expect((await deck(ctx.app, me.token, '?limit=20')).map((i) => i.id)).toContain(idea.id);
  });

  it('refuses a like, an earlier pass, a pass older than 5 s, a hidden idea and a bad caller, changing nothing', async () => {
    const me = await founder();
    const owner = await founder();
    const [liked, first, second] = [
      await submitIdea(ctx.app, owner.token),
      await submitIdea(ctx.app, owner.token),
      await submitIdea(ctx.app, owner.token),
    ];
    const expectRefused = async (token: string, payload: unknown, status: number, error?: string) => {
      const before = await swipesOf(me.userId);
      const response = await undo(token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      if (error) expect(response.json()).toEqual({ error });
      expect(await swipesOf(me.userId)).toEqual(before);
    };

    await expectRefused(me.token, { ideaId: liked.id }, 409, 'Only your last pass can be undone.');
    await swipe(ctx.app, me.token, liked!.id, 'RIGHT');
    await expectRefused(me.token, { ideaId: liked!.id }, 409, "A like can't be undone.");
    await swipe(ctx.app, me.token, first!.id, 'LEFT');
    await swipe(ctx.app, me.token, second!.id, 'LEFT');
    await expectRefused(me.token, { ideaId: first!.id }, 409, 'Only your last pass can be undone.');
    for (const payload of [{}, { ideaId: 'nope' }, { ideaId: 42 }]) await expectRefused(me.token, payload, 400);
    const investor = await signUp(ctx.app, { email: 'undo-investor@example.com', name: 'Ivy', role: 'INVESTOR' });
    await expectRefused(investor.token, { ideaId: second!.id }, 403);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/ideas/swipe/undo', payload: { ideaId: second!.id } })).statusCode).toBe(401);

    await ctx.app.inject({ method: 'POST', url: `/api/users/${me.userId}/block`, headers: bearer(owner.token) });
    await expectRefused(me.token, { ideaId: second!.id }, 404, 'Idea not found');
    await ctx.app.inject({ method: 'DELETE', url: `/api/users/${me.userId}/block`, headers: bearer(owner.token) });

    // Six seconds pass.
    await ctx.database.db.execute(
      sql`update ${swipes} set created_at = created_at - interval '6 seconds' where ${eq(swipes.userId, me.userId)}`,
    );
    await expectRefused(me.token, { ideaId: second!.id }, 409, 'Too late to undo this pass.');
  });
});

describe('the deck filter', () => {
  it('is remembered on the server, follows the user to another device and limits what the deck serves', async () => {
    const me = await founder(['Climate']);
    const owner = await founder();
    const fintech = await submitIdea(ctx.app, owner.token, { tags: ['FinTech', 'Payments'] });
    const climate = await submitIdea(ctx.app, owner.token, { tags: ['climate'] });
    const other = await submitIdea(ctx.app, owner.token, { tags: ['Games'] });
    const served = async (token: string) => new Set((await deck(ctx.app, token, '?limit=20')).map((i) => i.id));

    expect((await ctx.app.inject({ url: '/api/ideas/deck/filter', headers: bearer(me.token) })).json()).toEqual({ mode: 'all' });
    const saved = await putFilter(me.token, { mode: 'tags', tags: [' fintech ', 'FINTECH', 'Health'] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ mode: 'tags', tags: ['fintech', 'Health'] });

    const { token: phone } = await signInThroughIssuer(ctx.app, me.account);
    expect((await ctx.app.inject({ url: '/api/ideas/deck/filter', headers: bearer(phone!) })).json()).toEqual({
      mode: 'tags',
      tags: ['fintech', 'Health'],
    });
    expect(await served(phone!)).toEqual(new Set([fintech.id]));

    await putFilter(me.token, { mode: 'interests' });
    expect(await served(me.token)).toEqual(new Set([climate.id]));
    await putFilter(me.token, { mode: 'all' });
    expect([...(await served(me.token))]).toEqual(expect.arrayContaining([fintech.id, climate.id, other.id]));
  });

  it('serves nothing under "my skills and interests" to someone who has none', async () => {
    const me = await founder();
    await submitIdea(ctx.app, (await founder()).token, { tags: ['AI'] });
    await putFilter(me.token, { mode: 'interests' });
    expect(await deck(ctx.app, me.token, '?limit=20')).toEqual([]);
  });

  it('refuses bad filters and investors, changing nothing', async () => {
    const me = await founder();
    await putFilter(me.token, { mode: 'interests' });
    for (const [payload, error] of [
      [{ mode: 'tags', tags: [] }, 'Choose at least one tag'],
      [{ mode: 'tags', tags: ['  '] }, 'Choose at least one tag'],
      [{ mode: 'tags', tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'Use at most 10 tags'],
      [{ mode: 'tags', tags: ['t'.repeat(31)] }, 'Tags must be at most 30 characters'],
      [{ mode: 'some' }, 'mode'],
      [{ mode: 'tags' }, 'tags'],
    ] as const) {
      const response = await putFilter(me.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error).toContain(error);
    }
    const [row] = await ctx.database.db.select({ deckFilter: users.deckFilter }).from(users).where(eq(users.id, me.userId));
    expect(row!.deckFilter).toEqual({ mode: 'interests' });
    const investor = await signUp(ctx.app, { email: 'filter-investor@example.com', name: 'Ina', role: 'INVESTOR' });
    expect((await putFilter(investor.token, { mode: 'all' })).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/ideas/deck/filter', headers: bearer(investor.token) })).statusCode).toBe(403);
    for (const url of ['/api/ideas/deck', '/api/ideas/random']) {
      const asInvestor = await ctx.app.inject({ url, headers: bearer(investor.token) });
      expect({ url, status: asInvestor.statusCode, body: asInvestor.json() }).toEqual({
        url,
        status: 403,
        body: { error: 'Only founders can swipe ideas.' },
      });
    }
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/ideas/deck/filter', payload: { mode: 'all' } })).statusCode).toBe(401);
  });
});

describe('the deck, resuming below what a user has been through (decision 0026)', () => {
  /** A founder whose deck holds only ideas tagged `tag`, and an owner with two such ideas, the first liked once. */
  async function setUp(tag: string, firstTags = [tag]) {
    const [me, owner, fan] = [await founder(), await founder(), await founder()];
    expect((await putFilter(me.token, { mode: 'tags', tags: [tag] })).statusCode).toBe(200);
    const first = await submitIdea(ctx.app, owner.token, { title: `${tag} first`, tags: firstTags });
    const second = await submitIdea(ctx.app, owner.token, { title: `${tag} second`, tags: [tag] });
    await swipe(ctx.app, fan.token, first.id, 'RIGHT');
    const ids = async () => (await deck(ctx.app, me.token, '?limit=10')).map((idea) => idea.id);
    return { me, owner, first, second, ids };
  }

  it('serves an idea whose new likes lift it above where the last read stopped', async () => {
    const { me, first, second, ids } = await setUp('resumelike');
    expect(await ids()).toEqual([first.id, second.id]);
    for (const fan of [await founder(), await founder()]) await swipe(ctx.app, fan.token, second.id, 'RIGHT');
    await swipe(ctx.app, me.token, first.id, 'LEFT');
    expect(await ids()).toEqual([second.id]);
  });

  it('serves again a pass undone after later reads went past it', async () => {
    const { me, first, second, ids } = await setUp('resumeundo');
    await swipe(ctx.app, me.token, first.id, 'LEFT');
    expect(await ids()).toEqual([second.id]);
    expect((await undo(me.token, { ideaId: first.id })).statusCode).toBe(200);
    expect(await ids()).toEqual([first.id, second.id]);
  });

  it('serves an idea ranked above where the last read stopped once its founder edits it into the filter', async () => {
    const { owner, first, second, ids } = await setUp('resumeedit', ['elsewhere']);
    expect(await ids()).toEqual([second.id]);
    const payload = { title: first.title, pitch: 'Now tagged for the other deck', tags: ['resumeedit'] };
    expect((await ctx.app.inject({ method: 'PUT', url: `/api/ideas/${first.id}`, headers: bearer(owner.token), payload })).statusCode).toBe(
      200,
    );
    expect(await ids()).toEqual([first.id, second.id]);
  });

  it('keeps one resume point per filter, whatever characters the tags hold', async () => {
    const [me, owner, fan] = [await founder(), await founder(), await founder()];
    const top = await submitIdea(ctx.app, owner.token, { title: 'Resume filters top', tags: ['resumefilters'] });
    await swipe(ctx.app, fan.token, top.id, 'RIGHT');
    const star = await submitIdea(ctx.app, owner.token, { title: 'Resume filters star', tags: ['*'] });
    const comma = await submitIdea(ctx.app, owner.token, { title: 'Resume filters comma', tags: ['resumefilters,x'] });
    const ids = async () => (await deck(ctx.app, me.token, '?limit=20')).map((idea) => idea.id);
    for (const [chosen, then, expected] of [
      [['*'], { mode: 'tags', tags: ['resumefilters', 'zz'] }, top.id],
      [['resumefilters,x'], { mode: 'tags', tags: ['resumefilters', 'x'] }, top.id],
    ] as const) {
      expect((await putFilter(me.token, { mode: 'tags', tags: chosen })).statusCode).toBe(200);
      expect(await ids()).toEqual([chosen[0] === '*' ? star.id : comma.id]);
      expect((await putFilter(me.token, then)).statusCode).toBe(200);
      expect(await ids()).toContain(expected);
    }
    expect((await putFilter(me.token, { mode: 'tags', tags: ['*'] })).statusCode).toBe(200);
    await ids();
    expect((await putFilter(me.token, { mode: 'all' })).statusCode).toBe(200);
    expect(await ids()).toContain(top.id);
  });

  it("serves a founder's ideas again once unblocked or unsuspended, though reads went past them", async () => {
    const { me, owner, first, ids } = await setUp('resumehidden');
    const other = await submitIdea(ctx.app, (await founder()).token, { title: 'resumehidden other', tags: ['resumehidden'] });
    const blockUrl = `/api/users/${owner.userId}/block`;
    expect((await ctx.app.inject({ method: 'POST', url: blockUrl, headers: bearer(me.token) })).statusCode).toBe(200);
    expect(await ids()).toEqual([other.id]);
    expect((await ctx.app.inject({ method: 'DELETE', url: blockUrl, headers: bearer(me.token) })).statusCode).toBeLessThan(300);
    expect((await ids())[0]).toBe(first.id);

    await suspendUser(ctx.database.db, owner.userId, noSockets);
    expect(await ids()).toEqual([other.id]);
    await unsuspendUser(ctx.database.db, owner.userId);
    expect((await ids())[0]).toBe(first.id);
  });
});

describe('the deck, under random interleavings of several founders (fast-check)', () => {
  it('serves every eligible unseen idea before it is empty, and none twice', async () => {
    // Last in this file: each run starts from a database without ideas.
    const founders = await signUpDeckFounders(ctx);
    await fc.assert(
      fc.asyncProperty(fc.array(deckAction, { minLength: 1, maxLength: 30 }), (steps) => runDeckScenario(ctx, founders, steps)),
      { numRuns: 25 },
    );
  }, 60_000);
});
