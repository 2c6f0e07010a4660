import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminChallenges, AdminUserDetail, AdminUserRow } from '@seedmatch/shared/admin';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app';
import { bearer, signInThroughIssuer, signUp } from '../../../test/helpers/sign-in';
import { matchedPair, submitIdea } from '../../../test/helpers/factories';

const ADMIN_EMAIL = 'Users-Admin@Example.com';
const ADMIN_TOKEN = 'a'.repeat(24) + 'b'.repeat(24);
let ctx: TestContext;
let admin: { token: string; userId: string };

beforeAll(async () => {
  ctx = await createTestApp({ env: { ADMIN_EMAILS: `other@example.com, ${ADMIN_EMAIL}`, ADMIN_TOKEN } });
  admin = await signUp(ctx.app, { email: ADMIN_EMAIL.toLowerCase(), name: 'Uma Admin' });
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('people in the admin console', () => {
  it('tells the client who is an admin', async () => {
    const plain = await signUp(ctx.app, { email: 'plain-user@example.com', name: 'Plain' });
    expect((await call('GET', '/api/users/me', admin.token)).json().isAdmin).toBe(true);
    expect((await call('GET', '/api/users/me', plain.token)).json().isAdmin).toBe(false);
  });

  it('finds people by part of their e-mail or name, wildcards taken literally', async () => {
    await signUp(ctx.app, { email: 'zora.search@example.com', name: 'Zora Quill' });
    await signUp(ctx.app, { email: 'percent@example.com', name: '100% Builder' });
    const find = async (q: string): Promise<string[]> =>
      (await call('GET', `/api/admin/users?q=${encodeURIComponent(q)}`, admin.token)).json().map((u: AdminUserRow) => u.email);
    expect(await find('zora.sea')).toEqual(['zora.search@example.com']);
    expect(await find('QUILL')).toEqual(['zora.search@example.com']);
    expect(await find('0%')).toEqual(['percent@example.com']);
    expect(await find('_')).toEqual([]);
    // The exact address comes first, however many newer people contain it (the commands find people by it).
    await signUp(ctx.app, { email: 'xzora.search@example.com', name: 'Newer' });
    expect((await find('ZORA.search@example.com'))[0]).toBe('zora.search@example.com');
  });

  it('describes a person: ideas, matches, reports against them and the audit', async () => {
    const { a, b } = await matchedPair(ctx.app);
    await submitIdea(ctx.app, b.token, { title: 'Second idea of b' });
    await call('POST', '/api/reports', a.token, { userId: b.userId, reason: 'spam' });
    const detail: AdminUserDetail = (await call('GET', `/api/admin/users/${b.userId}`, admin.token)).json();
    expect(detail.person).toMatchObject({ id: b.userId, openReports: 1, suspendedAt: null, role: 'FOUNDER' });
    expect(detail.ideas.map((idea) => idea.title)).toEqual(['Second idea of b', expect.stringContaining('idea B')]);
    expect(detail.matchCount).toBe(1);
    expect(detail.reports).toHaveLength(1);
    expect((await call('GET', '/api/admin/users/5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e', admin.token)).statusCode).toBe(404);
  });

  it('suspends with a reason: the session ends, open reports close, and the log keeps it after the account is gone', async () => {
    const { a, b } = await matchedPair(ctx.app);
    await call('POST', '/api/reports', a.token, { userId: b.userId, reason: 'harassment' });
    const suspended = await call('POST', `/api/admin/users/${b.userId}/suspend`, admin.token, { reason: 'Threats in chat' });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect((await call('GET', '/api/users/me', b.token)).statusCode).toBe(401);
    const detail: AdminUserDetail = (await call('GET', `/api/admin/users/${b.userId}`, admin.token)).json();
    expect((await signInThroughIssuer(ctx.app, { email: detail.person.email, name: detail.person.name })).error).toBe('suspended');
    expect(detail.person.openReports).toBe(0);
    expect(detail.reports[0]).toMatchObject({
      status: 'actioned',
      resolution: { by: ADMIN_EMAIL.toLowerCase(), reason: 'Suspended: Threats in chat' },
    });
    expect((await call('POST', `/api/admin/users/${b.userId}/suspend`, admin.token, { reason: 'again' })).statusCode).toBe(409);

    const lifted = await call('POST', `/api/admin/users/${b.userId}/unsuspend`, ADMIN_TOKEN, { reason: 'Appeal accepted' });
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect((await call('POST', `/api/admin/users/${b.userId}/unsuspend`, admin.token, { reason: 'again' })).statusCode).toBe(409);

    const back = await signInThroughIssuer(ctx.app, { email: detail.person.email, name: detail.person.name });
    await call('DELETE', '/api/users/me', back.token!, { confirm: 'DELETE' });
    const audit = (await call('GET', `/api/admin/audit?subjectId=${b.userId}`, admin.token)).json();
    expect(audit.map((e: { actor: string; action: string; subject: string }) => [e.actor, e.action, e.subject])).toEqual([
      ['admin token', 'user.unsuspended', `${detail.person.name} <${detail.person.email}>`],
      [ADMIN_EMAIL.toLowerCase(), 'user.suspended', `${detail.person.name} <${detail.person.email}>`],
    ]);
  });

  it("refuses an admin's own suspension", async () => {
    const self = await call('POST', `/api/admin/users/${admin.userId}/suspend`, admin.token, { reason: 'oops' });
    expect(self.statusCode).toBe(400);
    expect((await call('GET', '/api/users/me', admin.token)).statusCode).toBe(200);
  });
});

describe('challenges in the admin console', () => {
  it('shows the current challenge and schedules the next, refusing the past and overlaps', async () => {
    const before: AdminChallenges = (await call('GET', '/api/admin/challenges', admin.token)).json();
    expect(before.current.participants).toEqual([]);
    const past = await call('POST', '/api/admin/challenges', admin.token, { startsAt: '2020-01-01T00:00:00.000Z', reason: 'x' });
    expect(past.statusCode).toBe(400);
    for (const far of ['9999-12-31T23:00:00.000Z', new Date(Date.now() + 6 * 365 * 86_400_000).toISOString()]) {
      const refusedFar = await call('POST', '/api/admin/challenges', admin.token, { startsAt: far, reason: 'x' });
      expect(refusedFar.statusCode, far).toBe(400);
      expect(refusedFar.json().error).toBe('The start must be within 5 years.');
    }
    const next = await call('POST', '/api/admin/challenges', admin.token, { startsAt: before.current.endsAt, reason: 'Right after' });
    expect(next.statusCode, next.body).toBe(201);
    const later = await call('POST', '/api/admin/challenges', admin.token, {
      startsAt: next.json().endsAt,
      reason: 'Later one',
      title: 'Spring',
    });
    expect(later.statusCode, later.body).toBe(201);
    const inside = new Date(new Date(next.json().startsAt).getTime() + 3_600_000).toISOString();
    const refused = await call('POST', '/api/admin/challenges', admin.token, { startsAt: inside, reason: 'x' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toContain('It would overlap');

    const after: AdminChallenges = (await call('GET', '/api/admin/challenges', admin.token)).json();
    expect(after.next).toMatchObject({ id: next.json().id, status: 'waiting', maxParticipants: 100 });
    const [entry] = (await call('GET', '/api/admin/audit', admin.token)).json();
    expect(entry).toMatchObject({ action: 'challenge.scheduled', reason: 'Later one', subjectId: later.json().id });
    expect(entry.subject).toContain('Spring');
  });
});
