import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClock } from '../../lib/clock';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app';
import { bearer, signUp } from '../../../test/helpers/sign-in';
import { deck, matchedPair, submitIdea, swipe } from '../../../test/helpers/factories';
import { suspendUser, unsuspendUser } from './safety.service';
import { noSockets } from '../realtime/realtime';

type Person = { token: string; userId: string };

const clock = createClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
});
afterAll(() => ctx.close());

const get = (token: string, url: string) => ctx.app.inject({ url, headers: bearer(token) });
const ids = (items: { id: string }[]) => items.map((item) => item.id);
const block = (me: Person, other: Person) =>
  ctx.app.inject({ method: 'POST', url: `/api/users/${other.userId}/block`, headers: bearer(me.token) });

/** Every idea id /api/ideas/random hands out over a few calls. */
async function randomIdeaIds(me: Person): Promise<string[]> {
  const seen: string[] = [];
  for (let call = 0; call < 8; call += 1) {
    const idea = (await get(me.token, '/api/ideas/random')).json() as { id: string } | null;
    if (idea) seen.push(idea.id);
  }
  return seen;
}

/** Joins the current challenge and ships an MVP, so the founder shows under Recent Submissions. */
async function shipMvp(founder: Person, ideaId: string) {
  const challenge = (await get(founder.token, '/api/challenges/current')).json();
  await ctx.app.inject({ method: 'POST', url: `/api/challenges/${challenge.id}/join`, headers: bearer(founder.token) });
  clock.advance(31 * 60_000);
  const submitted = await ctx.app.inject({
    method: 'POST',
    url: `/api/challenges/${challenge.id}/submit`,
    headers: bearer(founder.token),
    payload: { ideaId, githubUrl: 'https://github.com/hidden/mvp', liveUrl: 'https://hidden.app', hasReadme: true, techStack: 'Node' },
  });
  expect(submitted.statusCode, submitted.body).toBe(201);
}

describe('a block hides both people from each other', () => {
  it('in the investor’s shortlist and its count, whoever blocked', async () => {
    const founder = await signUp(ctx.app, { email: 'vis-shortlisted@example.com', name: 'Shortlisted Founder' });
    const investor = await signUp(ctx.app, { email: 'vis-shortlister@example.com', name: 'Shortlister VC', role: 'INVESTOR' });
    const idea = await submitIdea(ctx.app, founder.token, { title: 'Shortlisted idea' });
    const saved = await ctx.app.inject({ method: 'PUT', url: `/api/investor/shortlist/${idea.id}`, headers: bearer(investor.token) });
    expect(saved.json()).toEqual({ itemIds: [idea.id] });

    expect((await block(founder, investor)).statusCode).toBe(200);
    expect((await get(investor.token, '/api/investor/shortlist')).json()).toEqual({ itemIds: [] });
    expect((await get(investor.token, '/api/investor/summary')).json()).toMatchObject({ shortlisted: 0 });
  });

  it('in the idea list, a founder’s ideas, the random idea and the deck, whoever blocked', async () => {
    const blocker = await signUp(ctx.app, { email: 'vis-blocker@example.com', name: 'Vis Blocker' });
    const blocked = await signUp(ctx.app, { email: 'vis-blocked@example.com', name: 'Vis Blocked' });
    const ideaOf = new Map([
      [blocker.userId, await submitIdea(ctx.app, blocker.token, { title: 'Blocker idea' })],
      [blocked.userId, await submitIdea(ctx.app, blocked.token, { title: 'Blocked idea' })],
    ]);
    const other = (me: Person) => (me === blocker ? blocked : blocker);
    for (const me of [blocker, blocked])
      expect(ids((await get(me.token, '/api/ideas')).json())).toContain(ideaOf.get(other(me).userId)!.id);

    expect((await block(blocker, blocked)).statusCode).toBe(200);
    for (const me of [blocker, blocked]) {
      const hidden = ideaOf.get(other(me).userId)!.id;
      expect(ids((await get(me.token, '/api/ideas')).json())).not.toContain(hidden);
      expect((await get(me.token, `/api/ideas/user/${other(me).userId}`)).json()).toEqual([]);
      expect(await randomIdeaIds(me)).not.toContain(hidden);
      expect(ids(await deck(ctx.app, me.token, '?limit=20'))).not.toContain(hidden);
      expect((await swipe(ctx.app, me.token, hidden, 'RIGHT')).statusCode).toBe(404);
    }
  });

  it('on the investor dashboard and the founder profile, whoever blocked', async () => {
    for (const investorBlocks of [true, false]) {
      const tag = investorBlocks ? 'by-vc' : 'by-founder';
      const investor = await signUp(ctx.app, { email: `vis-vc-${tag}@example.com`, name: `Vis VC ${tag}`, role: 'INVESTOR' });
      const founder = await signUp(ctx.app, { email: `vis-founder-${tag}@example.com`, name: `Vis Founder ${tag}` });
      const idea = await submitIdea(ctx.app, founder.token, { title: `Dashboard idea ${tag}` });
      await shipMvp(founder, idea.id);
      const before = JSON.stringify((await get(investor.token, '/api/ideas/investor/dashboard')).json());
      expect(before).toContain(founder.userId);

      await (investorBlocks ? block(investor, founder) : block(founder, investor));
      const dashboard = (await get(investor.token, '/api/ideas/investor/dashboard')).json();
      expect(JSON.stringify([dashboard.topIdeas, dashboard.recentSubmissions, dashboard.newBuilders])).not.toContain(founder.userId);
      expect((await get(investor.token, `/api/founders/${founder.userId}`)).statusCode).toBe(404);
    }
  });

  it('in a first message, which finds no such person, as for an unknown id, whoever blocked', async () => {
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/chat/send',
      headers: bearer((await signUp(ctx.app, { email: 'vis-first-vc@example.com', name: 'First VC', role: 'INVESTOR' })).token),
      payload: { receiverId: randomUUID(), content: 'Intro?', clientId: randomUUID() },
    });
    expect(unknown.statusCode).toBe(404);
    for (const investorBlocks of [true, false]) {
      const tag = investorBlocks ? 'by-vc' : 'by-founder';
      const investor = await signUp(ctx.app, { email: `vis-first-vc-${tag}@example.com`, name: `First VC ${tag}`, role: 'INVESTOR' });
      const founder = await signUp(ctx.app, { email: `vis-first-founder-${tag}@example.com`, name: `First Founder ${tag}` });
      await (investorBlocks ? block(investor, founder) : block(founder, investor));
      const sent = await ctx.app.inject({
        method: 'POST',
        url: '/api/chat/send',
        headers: bearer(investor.token),
        payload: { receiverId: founder.userId, content: 'Intro?', clientId: randomUUID() },
      });
      expect({ status: sent.statusCode, body: sent.json() }).toEqual({ status: unknown.statusCode, body: unknown.json() });
    }
  });

  it('leaves the investor a full list of new builders, the next founder taking a hidden one’s place', async () => {
    const investor = await signUp(ctx.app, { email: 'vis-builders-vc@example.com', name: 'Builders VC', role: 'INVESTOR' });
    const older = await signUp(ctx.app, { email: 'vis-builder-older@example.com', name: 'Older Builder' });
    await submitIdea(ctx.app, older.token, { title: 'Older builder idea' });
    const newer: Person[] = [];
    for (let n = 0; n < 10; n += 1) {
      newer.push(await signUp(ctx.app, { email: `vis-builder-${n}@example.com`, name: `Newer Builder ${n}` }));
      await submitIdea(ctx.app, newer[n]!.token, { title: `Newer builder idea ${n}` });
    }
    await block(investor, newer[9]!);
    const builders = (await get(investor.token, '/api/ideas/investor/dashboard')).json().newBuilders as { user: { id: string } }[];
    expect(builders.map((item) => item.user.id)).toEqual([...newer.slice(0, 9).reverse(), older].map((person) => person.userId));
  });
});

describe('a suspended founder', () => {
  it('leaves the partner’s conversations, which take no messages, and takes no new intros until unsuspended', async () => {
    const { a: suspended, b: partner, roomId } = await matchedPair(ctx.app);
    const investor = await signUp(ctx.app, { email: 'vis-suspended-intro@example.com', name: 'Intro VC', role: 'INVESTOR' });
    const send = (me: Person, payload: object) =>
      ctx.app.inject({ method: 'POST', url: '/api/chat/send', headers: bearer(me.token), payload: { ...payload, clientId: randomUUID() } });
    const roomIds = async (me: Person) => ids((await get(me.token, '/api/chat/rooms')).json());
    expect(await roomIds(partner)).toContain(roomId);

    await suspendUser(ctx.database.db, suspended.userId, noSockets);
    expect(await roomIds(partner)).not.toContain(roomId);
    expect((await get(partner.token, `/api/chat/messages/${roomId}`)).statusCode).toBe(404);
    expect((await send(partner, { chatRoomId: roomId, content: 'Still there?' })).statusCode).toBe(404);
    expect((await send(partner, { receiverId: suspended.userId, content: 'Still there?' })).statusCode).toBe(404);
    expect((await get(investor.token, `/api/chat/direct/${suspended.userId}`)).statusCode).toBe(404);
    expect((await send(investor, { receiverId: suspended.userId, content: 'Intro?' })).statusCode).toBe(404);
    expect(await roomIds(investor)).toEqual([]);

    await unsuspendUser(ctx.database.db, suspended.userId);
    expect(await roomIds(partner)).toContain(roomId);
    expect((await send(partner, { chatRoomId: roomId, content: 'Welcome back' })).statusCode).toBe(201);
  });

  it('leaves decks, lists, feeds, matches and the founder page until unsuspended', async () => {
    const { a: suspended, b: viewer } = await matchedPair(ctx.app);
    const investor = await signUp(ctx.app, { email: 'vis-suspension-vc@example.com', name: 'Suspension VC', role: 'INVESTOR' });
    const fresh = await submitIdea(ctx.app, suspended.token, { title: 'Idea of a suspended founder' });
    await shipMvp(suspended, fresh.id);

    await suspendUser(ctx.database.db, suspended.userId, noSockets);
    expect(ids(await deck(ctx.app, viewer.token, '?limit=20'))).not.toContain(fresh.id);
    expect(await randomIdeaIds(viewer)).not.toContain(fresh.id);
    expect(ids((await get(viewer.token, '/api/ideas')).json())).not.toContain(fresh.id);
    expect((await get(viewer.token, `/api/ideas/user/${suspended.userId}`)).json()).toEqual([]);
    expect((await get(viewer.token, '/api/matches')).json()).toEqual([]);
    expect((await swipe(ctx.app, viewer.token, fresh.id, 'LEFT')).statusCode).toBe(404);
    const dashboard = (await get(investor.token, '/api/ideas/investor/dashboard')).json();
    expect(JSON.stringify([dashboard.topIdeas, dashboard.recentSubmissions, dashboard.newBuilders])).not.toContain(suspended.userId);
    expect((await get(investor.token, `/api/founders/${suspended.userId}`)).statusCode).toBe(404);

    await unsuspendUser(ctx.database.db, suspended.userId);
    expect(ids(await deck(ctx.app, viewer.token, '?limit=20'))).toContain(fresh.id);
    expect(ids((await get(viewer.token, '/api/ideas')).json())).toContain(fresh.id);
    expect(ids((await get(viewer.token, `/api/ideas/user/${suspended.userId}`)).json())).toContain(fresh.id);
    expect((await get(viewer.token, '/api/matches')).json()).toEqual([expect.objectContaining({ partnerId: suspended.userId })]);
    const back = (await get(investor.token, '/api/ideas/investor/dashboard')).json();
    for (const list of [back.topIdeas, back.recentSubmissions, back.newBuilders]) {
      expect(list.map((item: { user: { id: string } }) => item.user.id)).toContain(suspended.userId);
    }
    expect((await get(investor.token, `/api/founders/${suspended.userId}`)).statusCode).toBe(200);
  });
});
