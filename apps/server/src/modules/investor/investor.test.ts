import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClock } from '../../lib/clock';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app';
import { bearer, signUp } from '../../../test/helpers/sign-in';
import { matchedPair, sendChat, submitIdea, swipe } from '../../../test/helpers/factories';

const clock = createClock();
let ctx: TestContext;
let investor: { token: string; userId: string };
let founder: { token: string; userId: string };
let liker: { token: string; userId: string };

const get = (token: string, url: string) => ctx.app.inject({ url, headers: bearer(token) });

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  investor = await signUp(ctx.app, { email: 'vc@example.com', name: 'Vera Capital', role: 'INVESTOR' });
  founder = await signUp(ctx.app, { email: 'fo@example.com', name: 'Farah Founder' });
  liker = await signUp(ctx.app, { email: 'li@example.com', name: 'Leo Liker' });
});
afterAll(() => ctx.close());

describe('investor dashboard', () => {
  it('is for investors only', async () => {
    const asFounder = await get(founder.token, '/api/ideas/investor/dashboard');
    expect(asFounder.statusCode).toBe(403);
    expect(asFounder.json()).toEqual({ error: 'Access denied. Investor role required.' });
    expect((await ctx.app.inject({ url: '/api/ideas/investor/dashboard' })).statusCode).toBe(401);
    for (const url of ['/api/investor/shortlist', '/api/investor/summary']) expect((await get(founder.token, url)).statusCode).toBe(403);
  });

  it('ranks ideas by right swipes plus the credits of their own MVP, and lists MVPs and new builders', async () => {
    const first = await submitIdea(ctx.app, founder.token, { title: 'Farah first', tags: ['Climate'] });
    const liked = await submitIdea(ctx.app, liker.token, { title: 'Leo liked', tags: ['AI'] });
    await swipe(ctx.app, founder.token, liked.id, 'RIGHT');

    const challenge = (await get(founder.token, '/api/challenges/current')).json();
    await ctx.app.inject({ method: 'POST', url: `/api/challenges/${challenge.id}/join`, headers: bearer(founder.token) });
    clock.advance(31 * 60_000);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/challenges/${challenge.id}/submit`,
      headers: bearer(founder.token),
      payload: {
        ideaId: first.id,
        githubUrl: 'https://github.com/farah/compost',
        liveUrl: 'https://compost.app',
        hasReadme: true,
        techStack: 'React, Node',
      },
    });

    const response = await get(investor.token, '/api/ideas/investor/dashboard');
    expect(response.statusCode, response.body).toBe(200);
    const dashboard = response.json();
    expect(dashboard.topIdeas.map((i: { title: string; creditScore: number }) => [i.title, i.creditScore])).toEqual([
      ['Farah first', 110],
      ['Leo liked', 1],
    ]);
    expect(dashboard.recentSubmissions).toEqual([
      expect.objectContaining({
        type: 'submission',
        title: 'Farah first',
        creditScore: 110,
        featured: true,
        githubUrl: 'https://github.com/farah/compost',
        deployedUrl: 'https://compost.app',
        tags: ['Climate'],
        user: expect.objectContaining({ id: founder.userId, name: 'Farah Founder' }),
      }),
    ]);
    expect(dashboard.newBuilders.map((i: { title: string }) => i.title)).toEqual(['Leo liked', 'Farah first']);
    expect(dashboard.stats).toEqual({ activeIdeas: 2, newBuilders: 2, totalSwipes: 1 });
    expect(first.id).toBe(dashboard.topIdeas[0].id);
  });
});

describe('shortlist, founder profile and intros', () => {
  it('keeps each investor’s shortlist on the server', async () => {
    const idea = await submitIdea(ctx.app, liker.token, { title: 'Shortlisted idea' });
    const other = await signUp(ctx.app, { email: 'vc2@example.com', name: 'Other VC', role: 'INVESTOR' });
    const put = (token: string, id: string) =>
      ctx.app.inject({ method: 'PUT', url: `/api/investor/shortlist/${id}`, headers: bearer(token) });
    expect((await put(investor.token, idea.id)).json()).toEqual({ itemIds: [idea.id] });
    expect((await put(investor.token, idea.id)).json()).toEqual({ itemIds: [idea.id] });
    expect((await get(other.token, '/api/investor/shortlist')).json()).toEqual({ itemIds: [] });
    expect((await put(investor.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await put(investor.token, 'nope')).statusCode).toBe(400);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/investor/shortlist/${idea.id}`,
      headers: { ...bearer(investor.token), 'content-type': 'application/json' },
    });
    expect(removed.json()).toEqual({ itemIds: [] });
  });

  it('answers an idea hidden from the investor (its founder blocked them) as not found, and saves nothing', async () => {
    const hidden = await signUp(ctx.app, { email: 'shortlist-blocker@example.com', name: 'Shortlist Blocker' });
    const idea = await submitIdea(ctx.app, hidden.token, { title: 'Hidden from the investor' });
    await ctx.app.inject({ method: 'POST', url: `/api/users/${investor.userId}/block`, headers: bearer(hidden.token) });
    const answer = await ctx.app.inject({ method: 'PUT', url: `/api/investor/shortlist/${idea.id}`, headers: bearer(investor.token) });
    expect([answer.statusCode, answer.json().error]).toEqual([404, 'Submission not found']);
    await ctx.app.inject({ method: 'DELETE', url: `/api/users/${investor.userId}/block`, headers: bearer(hidden.token) });
    expect((await get(investor.token, '/api/investor/shortlist')).json().itemIds).not.toContain(idea.id);
  });

  it('shows a founder’s real figures and counts the review', async () => {
    const profile = (await get(investor.token, `/api/founders/${founder.userId}`)).json();
    expect(profile).toMatchObject({
      name: 'Farah Founder',
      stats: { projects: 1, credits: 110, successRate: 100 },
      currentProject: {
        title: 'Farah first',
        status: 'Completed',
        credits: 110,
        githubUrl: 'https://github.com/farah/compost',
        hasReadme: true,
      },
      previousProjects: [],
    });
    const leo = (await get(investor.token, `/api/founders/${liker.userId}`)).json();
    expect(leo).toMatchObject({
      stats: { projects: 2, credits: 0, successRate: 0 },
      currentProject: { title: 'Shortlisted idea', status: 'Active' },
    });
    expect((await get(investor.token, `/api/founders/${investor.userId}`)).statusCode).toBe(404);
    expect((await get(investor.token, '/api/investor/summary')).json()).toEqual({ shortlisted: 0, reviewed: 2 });
  });

  it('opens one direct room per pair for an intro, which both see', async () => {
    const [a, b] = await Promise.all([
      sendChat(ctx.app, investor.token, { receiverId: founder.userId, content: 'Hi Farah, intro please?' }),
      sendChat(ctx.app, investor.token, { receiverId: founder.userId, content: 'Following up.' }),
    ]);
    expect(a.json().message.chatRoomId).toBe(b.json().message.chatRoomId);
    const founderRooms = (await get(founder.token, '/api/chat/rooms')).json();
    expect(founderRooms.find((r: { kind: string }) => r.kind === 'direct').name).toBe('Vera Capital');
    for (const [token, partner] of [
      [founder.token, 'Vera Capital'],
      [investor.token, 'Farah Founder'],
    ] as const) {
      const connections = (await get(token, '/api/matches')).json();
      expect(connections).toContainEqual(
        expect.objectContaining({ kind: 'direct', partnerName: partner, chatRoom: { id: a.json().message.chatRoomId } }),
      );
    }
  });
});

describe('a match’s or connection’s partner', () => {
  it('shows each side the other’s profile and ideas, and nobody else’s', async () => {
    const { a, b, matchId } = await matchedPair(ctx.app);
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: bearer(b.token),
      payload: { bio: 'Builds things', skills: ['Go'] },
    });
    const partner = (await get(a.token, `/api/matches/${matchId}/partner`)).json();
    expect(partner).toMatchObject({ id: b.userId, role: 'FOUNDER', bio: 'Builds things', skills: ['Go'] });
    expect(partner.ideas.map((idea: { title: string }) => idea.title)).toEqual([expect.stringMatching(/idea B$/)]);
    expect((await get(b.token, `/api/matches/${matchId}/partner`)).json().id).toBe(a.userId);

    const connections = (await get(founder.token, '/api/matches')).json() as { id: string; kind: string }[];
    const intro = connections.find((c) => c.kind === 'direct')!;
    expect((await get(founder.token, `/api/matches/${intro.id}/partner`)).json()).toMatchObject({
      id: investor.userId,
      role: 'INVESTOR',
      ideas: [],
    });
    const theirs = await get(liker.token, `/api/matches/${matchId}/partner`);
    expect({ status: theirs.statusCode, body: theirs.json() }).toEqual({ status: 404, body: { error: 'Match not found' } });
    expect((await get(a.token, '/api/matches/nope/partner')).statusCode).toBe(400);
  });
});

describe('one credit score per item', () => {
  it('is the same on feed cards, Top Submissions and the founder dialog, and an MVP’s credits stay on the idea it ships', async () => {
    const maker = await signUp(ctx.app, { email: 'maker@example.com', name: 'Mia Maker' });
    const fan = await signUp(ctx.app, { email: 'fan@example.com', name: 'Finn Fan' });
    const chosen = await submitIdea(ctx.app, maker.token, { title: 'Chosen idea', tags: ['Ships'] });
    const newest = await submitIdea(ctx.app, maker.token, { title: 'Newest idea', tags: ['Later'] });
    await submitIdea(ctx.app, fan.token, { title: 'Fan idea' });
    await swipe(ctx.app, fan.token, chosen.id, 'RIGHT');
    await swipe(ctx.app, fan.token, newest.id, 'RIGHT');

    const challenge = (await get(maker.token, '/api/challenges/current')).json();
    await ctx.app.inject({ method: 'POST', url: `/api/challenges/${challenge.id}/join`, headers: bearer(maker.token) });
    clock.advance(31 * 60_000);
    const submitted = await ctx.app.inject({
      method: 'POST',
      url: `/api/challenges/${challenge.id}/submit`,
      headers: bearer(maker.token),
      payload: { ideaId: chosen.id, githubUrl: 'https://github.com/mia/chosen', liveUrl: 'https://chosen.app', hasReadme: true },
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const credits = submitted.json().submission.credits as number;

    type Item = { ideaId: string; creditScore: number; githubUrl: string | null; featured: boolean };
    const dashboard = (await get(investor.token, '/api/ideas/investor/dashboard')).json();
    const profile = (await get(investor.token, `/api/founders/${maker.userId}`)).json();
    const scores = new Map<string, Set<number>>();
    const note = (ideaId: string, score: number) => scores.set(ideaId, (scores.get(ideaId) ?? new Set()).add(score));
    for (const item of [...dashboard.topIdeas, ...dashboard.recentSubmissions, ...dashboard.newBuilders] as Item[])
      note(item.ideaId, item.creditScore);
    for (const project of [profile.currentProject, ...profile.previousProjects] as { id: string; creditScore: number }[])
      note(project.id, project.creditScore);

    expect([...scores.get(chosen.id)!]).toEqual([1 + credits]);
    expect([...scores.get(newest.id)!]).toEqual([1]);
    for (const [ideaId, seen] of scores) expect(seen.size, `idea ${ideaId} shows ${[...seen].join(' and ')}`).toBe(1);

    const cardsOf = (ideaId: string) =>
      [...dashboard.topIdeas, ...dashboard.recentSubmissions, ...dashboard.newBuilders].filter((i: Item) => i.ideaId === ideaId);
    expect(cardsOf(chosen.id).map((i: Item) => [i.githubUrl, i.featured])).toEqual(
      expect.arrayContaining([['https://github.com/mia/chosen', true]]),
    );
    for (const card of cardsOf(newest.id)) expect([card.githubUrl, card.featured]).toEqual([null, false]);
    expect(dashboard.recentSubmissions.find((i: Item) => i.ideaId === chosen.id)).toMatchObject({ title: 'Chosen idea', tags: ['Ships'] });
    expect(profile).toMatchObject({
      stats: { projects: 2, credits, successRate: 50 },
      currentProject: { title: 'Newest idea', status: 'Active', credits: 0, githubUrl: null },
      previousProjects: [{ title: 'Chosen idea', status: 'Completed', credits, githubUrl: 'https://github.com/mia/chosen' }],
    });
  });
});
