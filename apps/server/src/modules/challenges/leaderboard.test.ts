import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createClock } from '../../lib/clock';
import { users } from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app';
import { bearer, signUp } from '../../../test/helpers/sign-in';
import { submitIdea } from '../../../test/helpers/factories';
import { noSockets } from '../realtime/realtime';
import { suspendUser, unsuspendUser } from '../safety/safety.service';
import { createChallenge } from './challenges.service';

type Founder = { token: string; userId: string; name: string; ideaId: string; ideaTitle: string };
type Row = { rank: number; name: string; ideaTitle: string | null; credits: number; isMe: boolean };

const clock = createClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ clock, requestsPerMinute: 1_000_000 });
});
afterAll(() => ctx.close());

let people = 0;
async function founder(role: 'FOUNDER' | 'INVESTOR' = 'FOUNDER'): Promise<Founder> {
  people += 1;
  const name = `Leader ${people}`;
  const person = await signUp(ctx.app, { email: `lb${people}@example.com`, name, role });
  if (role === 'INVESTOR') return { ...person, name, ideaId: '', ideaTitle: '' };
  const idea = await submitIdea(ctx.app, person.token, { title: `Leader ${people} idea` });
  return { ...person, name, ideaId: idea.id, ideaTitle: idea.title };
}

const post = (token: string, url: string, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
const board = (token: string | null, id: string) =>
  ctx.app.inject({ url: `/api/challenges/${id}/leaderboard`, headers: token ? bearer(token) : {} });
const rowsOf = (rows: Row[]) => rows.map(({ rank, name, credits, isMe }) => ({ rank, name, credits, isMe }));

/** A fresh live challenge the founders join now, with submitting open 31 minutes later. */
async function challengeWith(founders: Founder[]): Promise<string> {
  const { id } = await createChallenge(ctx.database.db, { startsAt: clock.now() });
  for (const f of founders) expect((await post(f.token, `/api/challenges/${id}/join`)).statusCode).toBe(200);
  clock.advance(31 * 60_000);
  return id;
}

/** Ships the founder's idea a second after the previous MVP (60 credits, +25 each with a README and a live URL); its time. */
async function ship(challengeId: string, f: Founder, extras: { hasReadme?: boolean; liveUrl?: string } = {}): Promise<string> {
  clock.advance(1000);
  const body = { ideaId: f.ideaId, githubUrl: 'https://github.com/leader/mvp', ...extras };
  const response = await post(f.token, `/api/challenges/${challengeId}/submit`, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().submission.submittedAt;
}

describe('the challenge leaderboard', () => {
  it('ranks MVPs by credits, equal credits by the earlier submission, for founders and investors alike', async () => {
    const [slow, early, late, top] = [await founder(), await founder(), await founder(), await founder()];
    const investor = await founder('INVESTOR');
    const id = await challengeWith([slow, early, late, top]);
    expect((await board(investor.token, id)).json()).toEqual({ entries: [], me: null });

    await ship(id, slow);
    await ship(id, early, { hasReadme: true });
    await ship(id, late, { liveUrl: 'https://late.example.com' });
    const shipped = await ship(id, top, { hasReadme: true, liveUrl: 'https://top.example.com' });
    const photo = 'https://lh3.googleusercontent.com/a/leader';
    await ctx.database.db.update(users).set({ avatarUrl: photo }).where(eq(users.id, top.userId));

    const seen = await board(investor.token, id);
    expect(seen.statusCode).toBe(200);
    const { entries, me } = seen.json();
    expect(me).toBeNull();
    expect(rowsOf(entries)).toEqual([
      { rank: 1, name: top.name, credits: 110, isMe: false },
      { rank: 2, name: early.name, credits: 85, isMe: false },
      { rank: 3, name: late.name, credits: 85, isMe: false },
      { rank: 4, name: slow.name, credits: 60, isMe: false },
    ]);
    expect(entries[0]).toEqual({
      rank: 1,
      name: top.name,
      avatarUrl: photo,
      ideaTitle: top.ideaTitle,
      credits: 110,
      submittedAt: shipped,
      isMe: false,
    });
    const mine = (await board(late.token, id)).json();
    expect(mine.entries.map((row: Row) => row.isMe)).toEqual([false, false, true, false]);
    expect(mine.me).toBeNull();

    // The shipped idea deleted: the MVP keeps its place, without a title.
    await ctx.app.inject({ method: 'DELETE', url: `/api/ideas/${early.ideaId}`, headers: bearer(early.token) });
    expect((await board(investor.token, id)).json().entries[1]).toMatchObject({ rank: 2, name: early.name, ideaTitle: null });
  });

  it('lists the top ten and adds the caller’s own row when it ranks lower', async () => {
    const others = await Promise.all(Array.from({ length: 11 }, () => founder()));
    const me = await founder();
    const id = await challengeWith([...others, me]);
    for (const other of others) await ship(id, other, { hasReadme: true });
    await ship(id, me);

    const mine = (await board(me.token, id)).json();
    expect(mine.entries).toHaveLength(10);
    expect(mine.entries.map((row: Row) => row.name)).toEqual(others.slice(0, 10).map((o) => o.name));
    expect(mine.entries.some((row: Row) => row.isMe)).toBe(false);
    expect(mine.me).toMatchObject({ rank: 12, name: me.name, credits: 60, isMe: true, ideaTitle: me.ideaTitle });
    expect((await board(others[10]!.token, id)).json().me).toMatchObject({ rank: 11, isMe: true });
    const leader = (await board(others[0]!.token, id)).json();
    expect([leader.entries[0].isMe, leader.me]).toEqual([true, null]);
  });

  it('hides a founder blocked either way and suspended founders, ranking only those shown; deleted accounts are gone', async () => {
    const [viewer, blocker, blocked] = [await founder(), await founder(), await founder()];
    const [suspended, shown, leaving] = [await founder(), await founder(), await founder()];
    const id = await challengeWith([viewer, blocker, blocked, suspended, shown, leaving]);
    for (const f of [blocker, blocked, suspended, leaving]) await ship(id, f, { hasReadme: true, liveUrl: 'https://x.example.com' });
    await ship(id, shown, { hasReadme: true });
    await ship(id, viewer);
    expect((await post(blocker.token, `/api/users/${viewer.userId}/block`)).statusCode).toBe(200);
    expect((await post(viewer.token, `/api/users/${blocked.userId}/block`)).statusCode).toBe(200);
    await suspendUser(ctx.database.db, suspended.userId, noSockets);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: bearer(leaving.token),
      payload: { confirm: 'DELETE' },
    });
    expect(deleted.statusCode).toBe(200);

    expect(rowsOf((await board(viewer.token, id)).json().entries)).toEqual([
      { rank: 1, name: shown.name, credits: 85, isMe: false },
      { rank: 2, name: viewer.name, credits: 60, isMe: true },
    ]);
    // The block hides the viewer from the blocker too; someone outside it sees both.
    expect((await board(blocker.token, id)).json().entries.map((row: Row) => row.name)).toEqual([blocker.name, blocked.name, shown.name]);
    expect((await board(shown.token, id)).json().entries.map((row: Row) => row.name)).toEqual([
      blocker.name,
      blocked.name,
      shown.name,
      viewer.name,
    ]);

    await unsuspendUser(ctx.database.db, suspended.userId);
    expect((await board(shown.token, id)).json().entries.map((row: Row) => row.name)).toContain(suspended.name);
  });

  it('answers 404 for an unknown challenge, 400 for a malformed id and 401 without a session', async () => {
    const me = await founder();
    const { id } = await createChallenge(ctx.database.db, { startsAt: clock.now() });
    expect((await board(me.token, id.toUpperCase())).json()).toEqual({ entries: [], me: null });
    const unknown = await board(me.token, '00000000-0000-4000-8000-000000000000');
    expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({ status: 404, body: { error: 'Challenge not found' } });
    const malformed = await board(me.token, 'not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toMatch(/^Invalid request\. id: /);
    expect((await board(null, id)).statusCode).toBe(401);
  });
});
