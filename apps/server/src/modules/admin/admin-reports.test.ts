import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMOVED_MESSAGE, REPORT_CLOSED_MESSAGE, REASON_REQUIRED, type AdminReport } from '@seedmatch/shared/admin';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app';
import { bearer, signUp } from '../../../test/helpers/sign-in';
import { matchedPair, sendChat, submitIdea } from '../../../test/helpers/factories';

const ADMIN_EMAIL = 'reports-admin@example.com';
let ctx: TestContext;
let admin: { token: string; userId: string };

beforeAll(async () => {
  ctx = await createTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
  admin = await signUp(ctx.app, { email: ADMIN_EMAIL, name: 'Ada Admin' });
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function report(token: string, body: object) {
  const response = await call('POST', '/api/reports', token, body);
  expect(response.statusCode, response.body).toBe(201);
}

const openReports = async (): Promise<AdminReport[]> => (await call('GET', '/api/admin/reports', admin.token)).json();

describe('reports in the admin console', () => {
  it('shows a reported message within its conversation, with both people, newest first', async () => {
    const { a, b, roomId } = await matchedPair(ctx.app);
    for (const content of ['Hello there', 'Nice idea']) await sendChat(ctx.app, a.token, { chatRoomId: roomId, content });
    const bad = (await sendChat(ctx.app, b.token, { chatRoomId: roomId, content: 'Send me money now' })).json().message;
    await sendChat(ctx.app, a.token, { chatRoomId: roomId, content: 'Excuse me?' });
    await report(a.token, { userId: b.userId, messageId: bad.id, reason: 'spam', details: 'Asks for money' });

    const [newest] = await openReports();
    expect(newest).toMatchObject({
      reason: 'spam',
      details: 'Asks for money',
      status: 'open',
      reporter: { id: a.userId, email: expect.stringContaining('@') },
      reported: { id: b.userId, suspendedAt: null },
      context: { kind: 'message', content: 'Send me money now', current: 'Send me money now' },
    });
    const conversation = newest!.context.kind === 'message' ? newest!.context.conversation : [];
    expect(conversation.map((line) => [line.from, line.content, line.isReported])).toEqual([
      ['reporter', 'Hello there', false],
      ['reporter', 'Nice idea', false],
      ['reported', 'Send me money now', true],
      ['reporter', 'Excuse me?', false],
    ]);
  });

  it('removes a reported message for both people, closes the report and logs why', async () => {
    const { a, b, roomId } = await matchedPair(ctx.app);
    const bad = (await sendChat(ctx.app, b.token, { chatRoomId: roomId, content: 'An insult' })).json().message;
    await report(a.token, { userId: b.userId, messageId: bad.id, reason: 'harassment' });
    const [newest] = await openReports();

    const empty = await call('POST', `/api/admin/reports/${newest!.id}/remove-content`, admin.token, { reason: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toContain(REASON_REQUIRED);

    const removed = await call('POST', `/api/admin/reports/${newest!.id}/remove-content`, admin.token, { reason: 'Insults a match' });
    expect(removed.statusCode, removed.body).toBe(200);
    for (const who of [a, b]) {
      const history = (await call('GET', `/api/chat/messages/${roomId}`, who.token)).json();
      expect(JSON.stringify(history)).not.toContain('An insult');
      expect(JSON.stringify(history)).toContain(REMOVED_MESSAGE);
    }
    expect((await openReports()).map((r) => r.id)).not.toContain(newest!.id);
    const again = await call('POST', `/api/admin/reports/${newest!.id}/dismiss`, admin.token, { reason: 'twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(REPORT_CLOSED_MESSAGE);

    const [entry] = (await call('GET', '/api/admin/audit', admin.token)).json();
    expect(entry).toMatchObject({ actor: ADMIN_EMAIL, action: 'content.removed', subjectId: b.userId, reason: 'Insults a match' });
    expect(entry.subject).toContain('An insult');
    const closed: AdminReport[] = (await call('GET', '/api/admin/reports?status=closed', admin.token)).json();
    expect(closed.find((r) => r.id === newest!.id)).toMatchObject({
      status: 'actioned',
      resolution: { by: ADMIN_EMAIL, reason: 'Insults a match' },
      context: { current: REMOVED_MESSAGE },
    });
  });

  it('shows a reported idea and deletes it on removal', async () => {
    const author = await signUp(ctx.app, { email: 'idea-author@example.com', name: 'Idea Author' });
    const reporter = await signUp(ctx.app, { email: 'idea-reporter@example.com', name: 'Idea Reporter' });
    const idea = await submitIdea(ctx.app, author.token, { title: 'A scam in disguise' });
    await report(reporter.token, { userId: author.userId, ideaId: idea.id, reason: 'fake' });
    const [newest] = await openReports();
    expect(newest!.context).toMatchObject({ kind: 'idea', idea: { id: idea.id, title: 'A scam in disguise' } });

    await call('POST', `/api/admin/reports/${newest!.id}/remove-content`, admin.token, { reason: 'Fraud' });
    expect((await call('GET', `/api/ideas/user/${author.userId}`, reporter.token)).json()).toEqual([]);
    const other = await signUp(ctx.app, { email: 'idea-other@example.com', name: 'Other' });
    const notTheirs = await call('POST', '/api/reports', reporter.token, { userId: other.userId, ideaId: idea.id, reason: 'fake' });
    expect(notTheirs.statusCode).toBe(404);
  });

  it('shows everything a reported profile says and clears all of it but the name on removal; dismissing changes nothing', async () => {
    const author = await signUp(ctx.app, { email: 'profile-author@example.com', name: 'Profile Author' });
    await call('PUT', '/api/users/me', author.token, {
      bio: 'Offensive words',
      skills: ['Spam'],
      timezone: 'Offensive place',
      preferences: {
        title: 'Offensive title',
        experience: 'Offensive past',
        interests: ['Slur'],
        lookingFor: ['Slur'],
        github: 'https://github.com/offensive',
        isComplete: true,
      },
    });
    const reporter = await signUp(ctx.app, { email: 'profile-reporter@example.com', name: 'Profile Reporter' });
    const another = await signUp(ctx.app, { email: 'profile-reporter-2@example.com', name: 'Another Reporter' });
    await report(reporter.token, { userId: author.userId, reason: 'inappropriate' });
    await report(another.token, { userId: author.userId, reason: 'other', details: 'Second look' });
    const [second, first] = await openReports();
    expect(first!.context).toEqual({
      kind: 'profile',
      profile: {
        bio: 'Offensive words',
        skills: ['Spam'],
        location: 'Offensive place',
        avatarUrl: null,
        title: 'Offensive title',
        experience: 'Offensive past',
        interests: ['Slur'],
        lookingFor: ['Slur'],
        links: ['https://github.com/offensive'],
      },
    });

    expect((await call('POST', `/api/admin/reports/${second!.id}/dismiss`, admin.token, { reason: 'Duplicate' })).statusCode).toBe(200);
    expect((await call('GET', '/api/users/me', author.token)).json().bio).toBe('Offensive words');
    await call('POST', `/api/admin/reports/${first!.id}/remove-content`, admin.token, { reason: 'Slurs in the bio' });
    const cleared = (await call('GET', '/api/users/me', author.token)).json();
    expect(cleared).toMatchObject({ bio: '', skills: [], timezone: '', name: 'Profile Author', preferences: { isComplete: true } });
    expect(JSON.stringify(cleared)).not.toMatch(/Offensive|Slur/);
    const audit = (await call('GET', `/api/admin/audit?subjectId=${author.userId}`, admin.token)).json();
    expect(audit.map((entry: { action: string; reason: string }) => [entry.action, entry.reason])).toEqual([
      ['content.removed', 'Slurs in the bio'],
      ['report.dismissed', 'Duplicate'],
    ]);
  });

  it('keeps the reports against someone who deletes their account, with the reported message as it was', async () => {
    const { a, b, roomId } = await matchedPair(ctx.app);
    const bad = (await sendChat(ctx.app, b.token, { chatRoomId: roomId, content: 'A threat' })).json().message;
    await report(a.token, { userId: b.userId, messageId: bad.id, reason: 'harassment' });
    const deleted = await call('DELETE', '/api/users/me', b.token, { confirm: 'DELETE' });
    expect(deleted.statusCode).toBe(200);
    const [newest] = await openReports();
    expect(newest).toMatchObject({ reported: null, reporter: { id: a.userId }, context: { kind: 'message', content: 'A threat' } });
  });

  it('leaves a report about the admin to someone else: closing it either way answers 400 and it stays open', async () => {
    const reporter = await signUp(ctx.app, { email: 'reports-the-admin@example.com', name: 'Rory Reporter' });
    await report(reporter.token, { userId: admin.userId, reason: 'harassment' });
    const about = (await openReports()).find((r) => r.reported?.id === admin.userId)!;
    for (const action of ['dismiss', 'remove-content']) {
      const closed = await call('POST', `/api/admin/reports/${about.id}/${action}`, admin.token, { reason: 'Not me' });
      expect(closed.statusCode).toBe(400);
      expect(closed.json()).toEqual({ error: "You can't close a report about yourself." });
    }
    expect((await openReports()).find((r) => r.id === about.id)).toMatchObject({ status: 'open' });
  });

  it('answers 404 for a report that does not exist and 400 for an id that is not one', async () => {
    const missing = await call('POST', '/api/admin/reports/5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e/dismiss', admin.token, { reason: 'x' });
    expect(missing.statusCode).toBe(404);
    expect((await call('POST', '/api/admin/reports/not-an-id/dismiss', admin.token, { reason: 'x' })).statusCode).toBe(400);
  });
});
