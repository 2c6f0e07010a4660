import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, or } from 'drizzle-orm';
import { chatParticipants, chatRooms, ideas, matches, swipes, users } from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app';
import { bearer, signUp } from '../../../test/helpers/sign-in';
import { deck, submitIdea, swipe } from '../../../test/helpers/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let people = 0;
async function founderWithIdea(tags: string[] = ['SaaS']) {
  people += 1;
  const user = await signUp(ctx.app, { email: `f${people}@example.com`, name: `Founder ${people}` });
  const idea = await submitIdea(ctx.app, user.token, { title: `Idea of founder ${people}`, tags });
  return { ...user, idea };
}

/** Passes on every idea the deck serves until it is empty; the ids served, in order. */
async function drainDeck(token: string): Promise<string[]> {
  const served: string[] = [];
  for (let batch = await deck(ctx.app, token, '?limit=5'); batch.length > 0; batch = await deck(ctx.app, token, '?limit=5')) {
    for (const idea of batch) {
      served.push(idea.id);
      await swipe(ctx.app, token, idea.id, 'LEFT');
    }
  }
  return served;
}

describe('POST /api/ideas/swipe', () => {
  it('matches two founders who like each other, with a chat room for the two of them', async () => {
    const a = await founderWithIdea();
    const b = await founderWithIdea();
    const first = (await swipe(ctx.app, b.token, a.idea.id, 'RIGHT')).json();
    expect(first).toEqual({ message: 'Swipe recorded', isMatch: false, matchData: null });

    const photo = 'https://lh3.googleusercontent.com/a/founder-b';
    await ctx.database.db.update(users).set({ avatarUrl: photo }).where(eq(users.id, b.userId));
    const second = await swipe(ctx.app, a.token, b.idea.id, 'RIGHT');
    expect(second.statusCode).toBe(200);
    const body = second.json();
    expect(body).toMatchObject({
      message: "It's a match!",
      isMatch: true,
      matchData: { matchedUserName: `Founder ${people}`, ideaTitle: b.idea.title, matchedUserAvatarUrl: photo },
    });

    const [room] = await ctx.database.db.select().from(chatRooms).where(eq(chatRooms.matchId, body.matchData.id));
    const participants = await ctx.database.db.select().from(chatParticipants).where(eq(chatParticipants.roomId, room!.id));
    expect(participants.map((p) => p.userId).sort()).toEqual([a.userId, b.userId].sort());

    for (const person of [a, b]) {
      const list = (await ctx.app.inject({ url: '/api/matches', headers: bearer(person.token) })).json();
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ id: body.matchData.id, ideaTitle: b.idea.title, chatRoom: { id: room!.id } });
      const one = await ctx.app.inject({ url: `/api/matches/${body.matchData.id}`, headers: bearer(person.token) });
      expect(one.statusCode).toBe(200);
    }
    const aView = (await ctx.app.inject({ url: '/api/matches', headers: bearer(a.token) })).json()[0];
    expect(aView).toMatchObject({ partnerId: b.userId, partnerName: `Founder ${people}`, partnerEmail: `f${people}@example.com` });
  });

  it('answers a repeated swipe with the first result and changes nothing', async () => {
    const a = await founderWithIdea();
    const b = await founderWithIdea();
    await swipe(ctx.app, b.token, a.idea.id, 'RIGHT');
    const first = (await swipe(ctx.app, a.token, b.idea.id, 'RIGHT')).json();
    const again = (await swipe(ctx.app, a.token, b.idea.id, 'LEFT')).json();
    expect(again).toEqual(first);
    const [idea] = await ctx.database.db.select().from(ideas).where(eq(ideas.id, b.idea.id));
    expect(idea!.swipeRights).toBe(1);
    const rows = await ctx.database.db.select().from(swipes).where(eq(swipes.ideaId, b.idea.id));
    expect(rows.map((r) => r.direction)).toEqual(['RIGHT']);
  });

  it('makes one match per pair, ever', async () => {
    const a = await founderWithIdea();
    const b = await founderWithIdea();
    const b2 = await submitIdea(ctx.app, b.token, { title: 'Second idea of b' });
    await swipe(ctx.app, b.token, a.idea.id, 'RIGHT');
    expect((await swipe(ctx.app, a.token, b.idea.id, 'RIGHT')).json().isMatch).toBe(true);
    expect((await swipe(ctx.app, a.token, b2.id, 'RIGHT')).json().isMatch).toBe(false);
    const pair = await ctx.database.db
      .select()
      .from(matches)
      .where(or(eq(matches.userA, a.userId), eq(matches.userB, a.userId)));
    expect(pair).toHaveLength(1);
  });

  it('makes no new match after an unmatch or a block, whoever likes again and whenever (one match per pair, ever)', async () => {
    for (const end of ['unmatch', 'block'] as const) {
      const a = await founderWithIdea();
      const b = await founderWithIdea();
      const a2 = await submitIdea(ctx.app, a.token, { title: `Second idea of a, ${end}` });
      const b2 = await submitIdea(ctx.app, b.token, { title: `Second idea of b, ${end}` });
      await swipe(ctx.app, a.token, b.idea.id, 'RIGHT');
      const { matchData } = (await swipe(ctx.app, b.token, a.idea.id, 'RIGHT')).json();
      if (end === 'unmatch') {
        const removed = await ctx.app.inject({ method: 'DELETE', url: `/api/matches/${matchData.id}`, headers: bearer(a.token) });
        expect(removed.statusCode).toBe(200);
      } else {
        for (const method of ['POST', 'DELETE'] as const) {
          const answer = await ctx.app.inject({ method, url: `/api/users/${b.userId}/block`, headers: bearer(a.token) });
          expect(answer.statusCode).toBeLessThan(300);
        }
      }
      for (const [who, idea] of [
        [b, a2.id],
        [a, b2.id],
      ] as const) {
        expect((await swipe(ctx.app, who.token, idea, 'RIGHT')).json()).toEqual({
          message: 'Swipe recorded',
          isMatch: false,
          matchData: null,
        });
      }
      for (const person of [a, b]) {
        expect((await ctx.app.inject({ url: '/api/matches', headers: bearer(person.token) })).json()).toEqual([]);
      }
      // No new room either: the old one is gone (unmatch) or closed (block).
      const openRooms = await ctx.database.db
        .select({ id: chatRooms.id })
        .from(chatParticipants)
        .innerJoin(chatRooms, eq(chatRooms.id, chatParticipants.roomId))
        .where(and(eq(chatParticipants.userId, a.userId), isNull(chatRooms.closedAt)));
      expect(openRooms).toEqual([]);
    }
  });

  it('does not match on a left swipe or a one-sided like', async () => {
    const a = await founderWithIdea();
    const b = await founderWithIdea();
    await swipe(ctx.app, b.token, a.idea.id, 'LEFT');
    expect((await swipe(ctx.app, a.token, b.idea.id, 'RIGHT')).json().isMatch).toBe(false);
  });

  it("refuses one's own idea, unknown ideas, investors and bad bodies, changing nothing", async () => {
    const a = await founderWithIdea();
    const investor = await signUp(ctx.app, { email: 'swipe-inv@example.com', name: 'Inv', role: 'INVESTOR' });
    const before = await ctx.database.db.select().from(swipes);

    const own = await swipe(ctx.app, a.token, a.idea.id, 'RIGHT');
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ error: "You can't swipe your own idea." });
    const unknown = await swipe(ctx.app, a.token, '00000000-0000-4000-8000-000000000000', 'RIGHT');
    expect(unknown.statusCode).toBe(404);
    const asInvestor = await swipe(ctx.app, investor.token, a.idea.id, 'RIGHT');
    expect(asInvestor.statusCode).toBe(403);
    for (const payload of [{}, { ideaId: a.idea.id }, { ideaId: a.idea.id, direction: 'right' }, { ideaId: 'x', direction: 'LEFT' }]) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/ideas/swipe', headers: bearer(a.token), payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await ctx.database.db.select().from(swipes)).toHaveLength(before.length);
  });

  it('keeps matches private to the two people in them', async () => {
    const a = await founderWithIdea();
    const b = await founderWithIdea();
    const stranger = await founderWithIdea();
    await swipe(ctx.app, b.token, a.idea.id, 'RIGHT');
    const { matchData } = (await swipe(ctx.app, a.token, b.idea.id, 'RIGHT')).json();
    const peek = await ctx.app.inject({ url: `/api/matches/${matchData.id}`, headers: bearer(stranger.token) });
    expect(peek.statusCode).toBe(404);
    const list = await ctx.app.inject({ url: '/api/matches', headers: bearer(stranger.token) });
    expect(list.json()).toEqual([]);
    const anonymous = await ctx.app.inject({ url: `/api/matches/${matchData.id}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('makes exactly one match when two people like each other at the same moment', async () => {
    for (let round = 0; round < 5; round += 1) {
      const a = await founderWithIdea();
      const b = await founderWithIdea();
      const [ra, rb] = await Promise.all([swipe(ctx.app, a.token, b.idea.id, 'RIGHT'), swipe(ctx.app, b.token, a.idea.id, 'RIGHT')]);
      const results = [ra.json(), rb.json()];
      expect(results.filter((r) => r.isMatch)).toHaveLength(1);
      const made = await ctx.database.db
        .select()
        .from(matches)
        .where(or(eq(matches.userA, a.userId), eq(matches.userB, a.userId)));
      expect(made).toHaveLength(1);
      expect(await ctx.database.db.select().from(chatRooms).where(eq(chatRooms.matchId, made[0]!.id))).toHaveLength(1);
    }
  });
});

describe('the deck', () => {
  it("never shows one's own ideas or ideas already swiped, and ranks shared tags first", async () => {
    const me = await founderWithIdea();
    await ctx.app.inject({ method: 'PUT', url: '/api/users/me', headers: bearer(me.token), payload: { skills: ['Climate'] } });
    const climate = await founderWithIdea(['climate']);
    const seen = new Set<string>();
    for (;;) {
      const batch = await deck(ctx.app, me.token, '?limit=5');
      if (batch.length === 0) break;
      if (seen.size === 0) expect(batch[0]!.id).toBe(climate.idea.id);
      for (const idea of batch) {
        expect(idea.userId).not.toBe(me.userId);
        expect(seen.has(idea.id)).toBe(false);
        seen.add(idea.id);
        await swipe(ctx.app, me.token, idea.id, 'LEFT');
      }
    }
    expect(seen.size).toBe((await ctx.database.db.$count(ideas)) - 1);
  });

  it('serves an idea submitted after the user went through the whole deck', async () => {
    const me = await founderWithIdea();
    await drainDeck(me.token);
    const fresh = await founderWithIdea();
    expect((await deck(ctx.app, me.token, '?limit=5')).map((i) => i.id)).toEqual([fresh.idea.id]);
  });

  it('serves an idea that gained likes since the last read, before saying the deck is empty', async () => {
    const me = await founderWithIdea();
    const [top] = await deck(ctx.app, me.token, '?limit=1');
    await swipe(ctx.app, me.token, top!.id, 'LEFT');
    const climber = await founderWithIdea();
    for (let i = 0; i < 3; i += 1) await swipe(ctx.app, (await founderWithIdea()).token, climber.idea.id, 'RIGHT');
    expect(await drainDeck(me.token)).toContain(climber.idea.id);
  });

  it('leaves out the ideas the client already holds', async () => {
    const me = await founderWithIdea();
    const first = await deck(ctx.app, me.token, '?limit=2');
    const next = await deck(ctx.app, me.token, `?limit=2&exclude=${first.map((i) => i.id).join(',')}`);
    expect(next.map((i) => i.id)).not.toContain(first[0]!.id);
    expect(next.map((i) => i.id)).not.toContain(first[1]!.id);
  });

  it('brings back ideas the client held but never swiped, and goes on where the last read stopped', async () => {
    const me = await signUp(ctx.app, { email: 'resume@example.com', name: 'Resume' });
    const shown = await deck(ctx.app, me.token, '?limit=2');
    const next = await deck(ctx.app, me.token, `?limit=2&exclude=${shown.map((i) => i.id).join(',')}`);
    const again = await deck(ctx.app, me.token, '?limit=4');
    expect(again.map((i) => i.id)).toEqual([...shown, ...next].map((i) => i.id));
    await swipe(ctx.app, me.token, shown[0]!.id, 'LEFT');
    expect((await deck(ctx.app, me.token, '?limit=3')).map((i) => i.id)).toEqual([shown[1]!, ...next].map((i) => i.id));
  });

  it('counts matches, swipes, swipes today and ideas for the home screen', async () => {
    const a = await founderWithIdea();
    const b = await founderWithIdea();
    await swipe(ctx.app, b.token, a.idea.id, 'RIGHT');
    await swipe(ctx.app, a.token, b.idea.id, 'RIGHT');
    const stats = (await ctx.app.inject({ url: '/api/user/stats?tzOffset=-60', headers: bearer(a.token) })).json();
    expect(stats).toMatchObject({ matchesCount: 1, ideasSwipedCount: 1, swipedTodayCount: 1, ideasCount: 1, hasJoinedChallenge: false });
    const bad = await ctx.app.inject({ url: '/api/user/stats?tzOffset=9999', headers: bearer(a.token) });
    expect(bad.statusCode).toBe(400);
  });
});
