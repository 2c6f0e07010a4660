import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/helpers/test-app';
import { bearer, signUp } from '../test/helpers/sign-in';
import { matchedPair, sendChat, submitIdea } from '../test/helpers/factories';
import { ENDPOINTS, withParam } from '../test/helpers/endpoints';

// Logging out without a session is a harmless no-op, so it is public too; unsubscribing from a mail takes a
// signed link instead of a session.
const PUBLIC = new Set(['/api/config', '/api/auth/login', '/api/auth/callback', '/api/auth/logout', '/api/mail/unsubscribe']);
let ctx: TestContext;
let cells = 0;

type Who = { token: string; userId: string };
let a: Who, b: Who, stranger: Who, investor: Who, admin: Who;
const ADMIN_EMAIL = 'matrix-admin@example.com';
let roomId: string, matchId: string, ideaId: string;

beforeAll(async () => {
  ctx = await createTestApp({ requestsPerMinute: 1_000_000, env: { ADMIN_EMAILS: ADMIN_EMAIL } });
  ({ a, b, roomId, matchId } = await matchedPair(ctx.app));
  await sendChat(ctx.app, a.token, { chatRoomId: roomId, content: 'Private between a and b' });
  ideaId = (await submitIdea(ctx.app, a.token, { title: 'A second idea' })).id;
  stranger = await signUp(ctx.app, { email: 'matrix-stranger@example.com', name: 'Matrix Stranger' });
  investor = await signUp(ctx.app, { email: 'matrix-investor@example.com', name: 'Matrix Investor', role: 'INVESTOR' });
  admin = await signUp(ctx.app, { email: ADMIN_EMAIL, name: 'Matrix Admin' });
});
afterAll(() => ctx.close());

const call = (method: string, url: string, token?: string, payload?: object) =>
  ctx.app.inject({ method: method as 'GET', url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

describe('authorization matrix', () => {
  it('refuses every non-public endpoint to an anonymous caller with 401', async () => {
    for (const endpoint of ENDPOINTS.filter((e) => !PUBLIC.has(e.path))) {
      const response = await call(endpoint.method, withParam(endpoint.path, roomId), undefined, endpoint.hasBody ? {} : undefined);
      cells += 1;
      expect(response.statusCode, `${endpoint.method} ${endpoint.path}`).toBe(401);
    }
  });

  it('keeps rooms, messages and matches from someone outside them (404, no data)', async () => {
    const attempts: [string, string, object?][] = [
      ['GET', `/api/matches/${matchId}`],
      ['GET', `/api/matches/${matchId}/partner`],
      ['GET', `/api/chat/messages/${roomId}`],
      ['POST', '/api/chat/send', { chatRoomId: roomId, content: 'intrude', clientId: 'matrix-client-1' }],
      ['POST', '/api/chat/messages/read', { roomId }],
    ];
    for (const who of [stranger, investor]) {
      for (const [method, url, payload] of attempts) {
        const response = await call(method, url, who.token, payload);
        cells += 1;
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.body).not.toContain('Private between a and b');
      }
      cells += 2;
      expect((await call('GET', '/api/chat/rooms', who.token)).json()).toEqual([]);
      expect((await call('GET', '/api/matches', who.token)).json()).toEqual([]);
    }
  });

  it('lets no founder cold-message another founder, and nobody message themselves', async () => {
    const cases: [Who, string, number][] = [
      [stranger, a.userId, 403],
      [a, a.userId, 400],
      [a, stranger.userId, 403],
    ];
    for (const [who, receiverId, status] of cases) {
      const response = await call('POST', '/api/chat/send', who.token, { receiverId, content: 'hi', clientId: `matrix-${cells}` });
      cells += 1;
      expect(response.statusCode).toBe(status);
    }
  });

  it('holds each role to its own actions (403 for the wrong role)', async () => {
    const challenge = (await call('GET', '/api/challenges/current', a.token)).json();
    const founderOnly: [string, string, object?][] = [
      ['POST', '/api/ideas/submit', { title: 'Investor idea', pitch: 'Investors cannot submit ideas here.', tags: [] }],
      ['POST', '/api/ideas/swipe', { ideaId, direction: 'RIGHT' }],
      ['POST', `/api/challenges/${challenge.id}/join`],
    ];
    for (const [method, url, payload] of founderOnly) {
      cells += 1;
      expect((await call(method, url, investor.token, payload)).statusCode, url).toBe(403);
    }
    const investorOnly: [string, string][] = [
      ['GET', '/api/ideas/investor/dashboard'],
      ['GET', '/api/investor/shortlist'],
      ['PUT', `/api/investor/shortlist/${ideaId}`],
      ['DELETE', `/api/investor/shortlist/${ideaId}`],
      ['GET', '/api/investor/summary'],
    ];
    for (const [method, url] of investorOnly) {
      cells += 1;
      expect((await call(method, url, b.token)).statusCode, url).toBe(403);
    }
  });

  it('keeps every admin endpoint to admins: 403 for a founder or an investor, 2xx for an admin', async () => {
    const reported = await call('POST', '/api/reports', b.token, { userId: stranger.userId, reason: 'spam' });
    expect(reported.statusCode).toBe(201);
    const reportId = (await call('GET', '/api/admin/reports', admin.token)).json()[0].id as string;
    const why = { reason: 'Matrix check' };
    const startsAt = new Date(Date.now() + 400 * 86_400_000).toISOString();
    const adminCalls: [string, string, object?][] = [
      ['GET', '/api/admin/reports'],
      ['GET', '/api/admin/audit'],
      ['GET', '/api/admin/users?q=matrix'],
      ['GET', `/api/admin/users/${stranger.userId}`],
      ['GET', '/api/admin/challenges'],
      ['POST', `/api/admin/reports/${reportId}/dismiss`, why],
      ['POST', `/api/admin/users/${stranger.userId}/suspend`, why],
      ['POST', `/api/admin/users/${stranger.userId}/unsuspend`, why],
      ['POST', '/api/admin/challenges', { startsAt, reason: 'Matrix check' }],
    ];
    expect(ENDPOINTS.filter((e) => e.path.startsWith('/api/admin/'))).toHaveLength(adminCalls.length + 1);
    for (const [method, url, payload] of adminCalls) {
      for (const who of [a, investor]) {
        cells += 1;
        expect((await call(method, url, who.token, payload)).statusCode, `${method} ${url}`).toBe(403);
      }
      const answered = await call(method, url, admin.token, payload);
      cells += 1;
      expect(answered.statusCode, `${method} ${url}: ${answered.body}`).toBeLessThan(300);
    }
    const audit = (await call('GET', '/api/admin/audit', admin.token)).json();
    expect(audit).toHaveLength(4);
  });

  it('never lets one user act on another’s account or profile data', async () => {
    const before = (await call('GET', '/api/users/me', a.token)).json();
    await call('PUT', '/api/users/me', b.token, { bio: 'b edits only b' });
    cells += 1;
    expect((await call('GET', '/api/users/me', a.token)).json().bio).toBe(before.bio);
    const export_ = (await call('GET', '/api/users/me/export', stranger.token)).json();
    cells += 1;
    expect(JSON.stringify(export_)).not.toContain('Private between a and b');
    expect(cells).toBeGreaterThanOrEqual(60);
    console.log(`authorization matrix: ${cells} cells checked`);
  });
});
