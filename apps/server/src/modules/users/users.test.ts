import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions, users } from '../../db/schema/index';
import { hashToken } from '../auth/session.service';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app';
import { bearer, signInThroughIssuer, signUp } from '../../../test/helpers/sign-in';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const createUser = (token: string, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/create-user', headers: bearer(token), payload: payload as object });

describe('POST /api/auth/create-user', () => {
  it('registers the identity of the token, never the one in the body, with the chosen role', async () => {
    const { token } = await signInThroughIssuer(ctx.app, { email: 'ivy@example.com', name: 'Ivy Investor' });
    const response = await createUser(token!, {
      email: 'someone-else@example.com',
      firebaseUid: 'forged-uid',
      name: 'Ivy Investor',
      role: 'INVESTOR',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({ email: 'ivy@example.com', name: 'Ivy Investor', role: 'INVESTOR' });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, 'ivy@example.com'));
    expect(row!.oidcSubject).toMatch(/^local-/);
    expect(row!.referralCode).toMatch(/^SEED-IVY-[A-Z0-9]+-[A-Z0-9]{3}$/);
    expect(await ctx.database.db.select().from(users).where(eq(users.oidcSubject, 'forged-uid'))).toHaveLength(0);
  });

  it('answers "User already exists" the second time and keeps the first role', async () => {
    const { token } = await signUp(ctx.app, { email: 'fred@example.com', name: 'Fred', role: 'FOUNDER' });
    const again = await createUser(token, { role: 'INVESTOR' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'User already exists' });
    const me = await ctx.app.inject({ url: '/api/users/me', headers: bearer(token) });
    expect(me.json().role).toBe('FOUNDER');
  });

  it('defaults the name to the part of the e-mail before the @ when there is none', async () => {
    const { token } = await signInThroughIssuer(ctx.app, { email: 'nameless@example.com', name: 'Nameless' });
    // As when the identity provider vouches for an e-mail but sends no display name.
    await ctx.database.db
      .update(sessions)
      .set({ displayName: null })
      .where(eq(sessions.tokenHash, hashToken(token!)));
    const response = await createUser(token!, { role: 'FOUNDER' });
    expect(response.json().user.name).toBe('nameless');
  });

  it('rejects an unknown role without creating anyone', async () => {
    const { token } = await signInThroughIssuer(ctx.app, { email: 'bad-role@example.com', name: 'Bad Role' });
    const response = await createUser(token!, { role: 'ADMIN' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/role/);
    expect(await ctx.database.db.select().from(users).where(eq(users.email, 'bad-role@example.com'))).toHaveLength(0);
  });

  it('needs a signed-in caller', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/create-user', payload: { role: 'FOUNDER' } });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET and PUT /api/users/me, GET /api/user/stats', () => {
  it('answers 404 before the user is created', async () => {
    const { token } = await signInThroughIssuer(ctx.app, { email: 'early@example.com', name: 'Early' });
    const response = await ctx.app.inject({ url: '/api/users/me', headers: bearer(token!) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'User not found' });
  });

  it('saves every profile field of the spec and reads them back', async () => {
    const { token } = await signUp(ctx.app, { email: 'pat@example.com', name: 'Pat' });
    const body = {
      name: 'Pat Builder',
      bio: 'Builds things',
      skills: [' React ', 'React', 'Go', 'react', 'GO'],
      timezone: 'Europe/Berlin',
      preferences: {
        title: 'CTO',
        experience: '10 years',
        interests: ['AI', ' AI', 'ai'],
        lookingFor: ['Designer'],
        linkedin: 'https://linkedin.com/in/pat',
        github: 'https://github.com/pat',
        isComplete: true,
      },
    };
    const saved = await ctx.app.inject({ method: 'PUT', url: '/api/users/me', headers: bearer(token), payload: body });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().success).toBe(true);
    const me = (await ctx.app.inject({ url: '/api/users/me', headers: bearer(token) })).json();
    expect(me).toMatchObject({
      name: 'Pat Builder',
      bio: 'Builds things',
      skills: ['React', 'Go'],
      timezone: 'Europe/Berlin',
      role: 'FOUNDER',
      preferences: { ...body.preferences, interests: ['AI'] },
    });
  });

  it('keeps the preferences a body leaves out', async () => {
    const { token } = await signUp(ctx.app, { email: 'partial@example.com', name: 'Partial' });
    const preferences = { title: 'CTO', linkedin: 'https://linkedin.com/in/partial', interests: ['AI'], isComplete: true };
    const put = (payload: object) => ctx.app.inject({ method: 'PUT', url: '/api/users/me', headers: bearer(token), payload });
    expect((await put({ preferences })).statusCode).toBe(200);
    const saved = await put({ preferences: { title: 'CEO' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().user.preferences).toMatchObject({ ...preferences, title: 'CEO' });
    const me = (await ctx.app.inject({ url: '/api/users/me', headers: bearer(token) })).json();
    expect(me.preferences).toMatchObject({ ...preferences, title: 'CEO' });
  });

  it('never changes the role and changes nothing on a bad body', async () => {
    const { token } = await signUp(ctx.app, { email: 'role@example.com', name: 'Role' });
    const bodies: unknown[] = [
      { role: 'INVESTOR' },
      { name: '' },
      { skills: 'React' },
      { preferences: { linkedin: 'javascript:alert(1)' } },
      { bio: 'x'.repeat(1001) },
      [],
      'text',
    ];
    for (const payload of bodies) {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: '/api/users/me',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(typeof response.json().error).toBe('string');
    }
    const me = (await ctx.app.inject({ url: '/api/users/me', headers: bearer(token) })).json();
    expect(me).toMatchObject({ name: 'Role', role: 'FOUNDER', bio: '', skills: [] });
  });

  it('counts no matches or swipes for a new user', async () => {
    const { token } = await signUp(ctx.app, { email: 'stats@example.com', name: 'Stats' });
    const response = await ctx.app.inject({ url: '/api/user/stats', headers: bearer(token) });
    expect(response.json()).toEqual({
      matchesCount: 0,
      ideasSwipedCount: 0,
      swipedTodayCount: 0,
      ideasCount: 0,
      hasJoinedChallenge: false,
      hasSubmittedMvp: false,
    });
  });
});
