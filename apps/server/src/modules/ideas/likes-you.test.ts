import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app';
import { bearer, signUp } from '../../../test/helpers/sign-in';
import { submitIdea, swipe } from '../../../test/helpers/factories';
import { suspendUser } from '../safety/safety.service';
import { noSockets } from '../realtime/realtime';

type Person = { token: string; userId: string };

let ctx: TestContext;
let people = 0;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const founder = (name = 'Liker') => signUp(ctx.app, { email: `likes-${(people += 1)}@example.com`, name: `${name} ${people}` });
const get = (who: Person, url: string) => ctx.app.inject({ url, headers: bearer(who.token) });
const likers = async (who: Person) =>
  ((await get(who, '/api/ideas/likes-you')).json() as { user: { id: string }; likedIdeas: { title: string }[] }[]).map((l) => [
    l.user.id,
    l.likedIdeas.map((i) => i.title),
  ]);

describe('GET /api/ideas/likes-you', () => {
  it('lists who liked my ideas, the latest like first, with which ideas, until a like back is no longer possible', async () => {
    const me = await founder('Owner');
    const [early, late, passed, matched, blocked, suspended, idle] = [
      await founder(),
      await founder(),
      await founder(),
      await founder(),
      await founder(),
      await founder(),
      await founder(),
    ];
    const seedBank = await submitIdea(ctx.app, me.token, { title: 'Seed Bank' });
    const plantPal = await submitIdea(ctx.app, me.token, { title: 'Plant Pal' });
    const theirs = new Map<string, string>();
    for (const person of [early, late, passed, matched, blocked, suspended]) {
      theirs.set(person.userId, (await submitIdea(ctx.app, person.token)).id);
    }
    await swipe(ctx.app, early.token, seedBank.id, 'RIGHT');
    await swipe(ctx.app, late.token, plantPal.id, 'RIGHT');
    await swipe(ctx.app, early.token, plantPal.id, 'RIGHT');
    for (const person of [passed, matched, blocked, suspended, idle]) await swipe(ctx.app, person.token, seedBank.id, 'RIGHT');
    await swipe(ctx.app, late.token, seedBank.id, 'LEFT');

    // What hides someone: a pass on every idea they have, a match, a block, a suspension, no idea at all.
    await swipe(ctx.app, me.token, theirs.get(passed.userId)!, 'LEFT');
    expect((await swipe(ctx.app, me.token, theirs.get(matched.userId)!, 'RIGHT')).json().isMatch).toBe(true);
    await ctx.app.inject({ method: 'POST', url: `/api/users/${me.userId}/block`, headers: bearer(blocked.token) });
    await suspendUser(ctx.database.db, suspended.userId, noSockets);

    expect(await likers(me)).toEqual([
      [early.userId, ['Plant Pal', 'Seed Bank']],
      [late.userId, ['Plant Pal']],
    ]);
    expect(await likers(early)).toEqual([]);
  });

  it('shows the person who liked me again when they add an idea I have not swiped', async () => {
    const [me, fan] = [await founder(), await founder()];
    const mine = await submitIdea(ctx.app, me.token);
    const first = await submitIdea(ctx.app, fan.token);
    await swipe(ctx.app, fan.token, mine.id, 'RIGHT');
    await swipe(ctx.app, me.token, first.id, 'LEFT');
    expect(await likers(me)).toEqual([]);
    await submitIdea(ctx.app, fan.token);
    expect((await likers(me)).map(([id]) => id)).toEqual([fan.userId]);
  });

  it('does not list someone I matched with and unmatched, even when they add an idea (a like back can no longer match)', async () => {
    const [me, fan] = [await founder(), await founder()];
    const mine = await submitIdea(ctx.app, me.token);
    const first = await submitIdea(ctx.app, fan.token);
    await swipe(ctx.app, fan.token, mine.id, 'RIGHT');
    const { matchData } = (await swipe(ctx.app, me.token, first.id, 'RIGHT')).json();
    await ctx.app.inject({ method: 'DELETE', url: `/api/matches/${matchData.id}`, headers: bearer(fan.token) });
    await submitIdea(ctx.app, fan.token, { title: 'After the unmatch' });
    expect(await likers(me)).toEqual([]);
    const profile = await get(me, `/api/ideas/likes-you/${fan.userId}`);
    expect([profile.statusCode, profile.json().error]).toEqual([404, 'Person not found']);
  });

  it('is for founders only', async () => {
    const investor = await signUp(ctx.app, { email: 'likes-vc@example.com', name: 'Likes VC', role: 'INVESTOR' });
    const response = await get(investor, '/api/ideas/likes-you');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'Only founders can see who likes their ideas.' });
    expect((await get(investor, `/api/ideas/likes-you/${investor.userId}`)).statusCode).toBe(403);
  });
});

describe('GET /api/ideas/likes-you/:userId and liking back', () => {
  it("shows the liker's profile and ideas, and liking one back through the swipe makes the match", async () => {
    const [me, fan] = [await founder('Owner'), await founder('Fan')];
    const fanName = `Fan ${people}`;
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: bearer(fan.token),
      payload: {
        bio: 'Builds things.',
        skills: ['Design'],
        timezone: 'Lisbon',
        preferences: { title: 'Designer', interests: ['Climate'], lookingFor: ['CTO'] },
      },
    });
    const mine = await submitIdea(ctx.app, me.token, { title: 'Liked idea' });
    const older = await submitIdea(ctx.app, fan.token, { title: 'Fan older idea' });
    const newer = await submitIdea(ctx.app, fan.token, { title: 'Fan newer idea' });
    await swipe(ctx.app, fan.token, mine.id, 'RIGHT');
    await swipe(ctx.app, me.token, older.id, 'LEFT');

    const profile = await get(me, `/api/ideas/likes-you/${fan.userId}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      user: {
        id: fan.userId,
        name: fanName,
        title: 'Designer',
        bio: 'Builds things.',
        skills: ['Design'],
        location: 'Lisbon',
        interests: ['Climate'],
        lookingFor: ['CTO'],
      },
      likedIdeas: [{ id: mine.id, title: 'Liked idea' }],
    });
    expect(profile.json().ideas.map((i: { id: string; mySwipe: string | null }) => [i.id, i.mySwipe])).toEqual([
      [newer.id, null],
      [older.id, 'LEFT'],
    ]);

    const liked = await swipe(ctx.app, me.token, newer.id, 'RIGHT');
    expect(liked.json()).toMatchObject({ isMatch: true, matchData: { matchedUserName: fanName, ideaTitle: 'Fan newer idea' } });
    const [match] = (await get(fan, '/api/matches')).json();
    expect(match).toMatchObject({ id: liked.json().matchData.id, partnerId: me.userId, chatRoom: { id: expect.any(String) } });
    expect(await likers(me)).toEqual([]);
    expect((await get(me, `/api/ideas/likes-you/${fan.userId}`)).json().ideas[0].mySwipe).toBe('RIGHT');
  });

  it('is not found for someone who did not like my ideas, is hidden from me, or does not exist; 400 for a bad id', async () => {
    const [me, stranger, blocker] = [await founder(), await founder(), await founder()];
    const mine = await submitIdea(ctx.app, me.token);
    await submitIdea(ctx.app, stranger.token);
    await swipe(ctx.app, stranger.token, mine.id, 'LEFT');
    await swipe(ctx.app, blocker.token, mine.id, 'RIGHT');
    await ctx.app.inject({ method: 'POST', url: `/api/users/${me.userId}/block`, headers: bearer(blocker.token) });
    for (const id of [stranger.userId, blocker.userId, me.userId, '00000000-0000-4000-8000-000000000000']) {
      const response = await get(me, `/api/ideas/likes-you/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ error: 'Person not found' });
    }
    expect((await get(me, '/api/ideas/likes-you/not-a-uuid')).statusCode).toBe(400);
  });
});
