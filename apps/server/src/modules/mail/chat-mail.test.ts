import { and, eq } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { mailJobs, users } from '../../db/schema/index';
import { matchedPair, sendChat } from '../../../test/helpers/factories';
import { bearer } from '../../../test/helpers/sign-in';
import { mailTestApp } from '../../../test/helpers/mail-app';
import { TEST_PUBLIC_URL } from '../../../test/helpers/test-app';

const mailApp = mailTestApp();

const WAIT = { timeout: 10_000, interval: 100 };
const minutes = (n: number) => n * 60_000;

async function setUp() {
  const pair = await matchedPair(mailApp.ctx.app);
  const [row] = await mailApp.ctx.database.db.select({ email: users.email }).from(users).where(eq(users.id, pair.b.userId));
  const unreadMails = () => mailApp.smtp.to(row!.email).filter((mail) => mail.subject?.endsWith('sent you a message'));
  const write = (content: string) => sendChat(mailApp.ctx.app, pair.a.token, { chatRoomId: pair.roomId, content });
  const read = () =>
    mailApp.ctx.app.inject({
      method: 'POST',
      url: '/api/chat/messages/read',
      headers: bearer(pair.b.token),
      payload: { roomId: pair.roomId },
    });
  const settled = () =>
    vi.waitFor(async () => {
      const jobs = await mailApp.ctx.database.db
        .select()
        .from(mailJobs)
        .where(and(eq(mailJobs.userId, pair.b.userId), eq(mailJobs.template, 'unread')));
      // Every unread job is either done or waiting for a time still ahead.
      expect(jobs.every((job) => job.status !== 'pending' || job.runAfter > mailApp.clock.now())).toBe(true);
    }, WAIT);
  return { ...pair, unreadMails, write, read, settled };
}

it('mails a message left unread for 15 minutes, once for all the unread messages, with a link to the chat', async () => {
  const { roomId, unreadMails, write, settled } = await setUp();
  await write('Hello?');
  mailApp.clock.advance(minutes(14));
  await settled();
  expect(unreadMails()).toHaveLength(0);
  await write('Still there?');
  mailApp.clock.advance(minutes(2));
  await vi.waitFor(() => expect(unreadMails()).toHaveLength(1), WAIT);
  const [mail] = unreadMails();
  expect(mail!.subject).toMatch(/^Alice \d+ sent you a message$/);
  expect(mail!.text).toContain(`${TEST_PUBLIC_URL}/app/chat?room=${roomId}`);
  // The second message is not mailed on its own, even 15 minutes after it.
  mailApp.clock.advance(minutes(20));
  await settled();
  expect(unreadMails()).toHaveLength(1);
});

it('sends nothing for a message read within 15 minutes', async () => {
  const { unreadMails, write, read, settled } = await setUp();
  await write('Quick question');
  mailApp.clock.advance(minutes(5));
  expect((await read()).statusCode).toBe(200);
  mailApp.clock.advance(minutes(15));
  await settled();
  expect(unreadMails()).toHaveLength(0);
});

it('mails about a room at most once an hour: a new unread message after a read waits for the hour', async () => {
  const { unreadMails, write, read, settled } = await setUp();
  await write('First');
  mailApp.clock.advance(minutes(16));
  await vi.waitFor(() => expect(unreadMails()).toHaveLength(1), WAIT);
  await read();
  await write('Second');
  mailApp.clock.advance(minutes(16));
  await settled();
  expect(unreadMails()).toHaveLength(1);
  // Still unread 45 minutes later: not yet an hour since the first mail.
  mailApp.clock.advance(minutes(29));
  await settled();
  expect(unreadMails()).toHaveLength(1);
  // Still unread an hour after the first mail: the second one goes then.
  mailApp.clock.advance(minutes(16));
  await vi.waitFor(() => expect(unreadMails()).toHaveLength(2), WAIT);
});

it('mails a founder at once when an investor writes to them first, and not again as unread', async () => {
  const { signUp } = await import('../../../test/helpers/sign-in');
  const investor = await signUp(mailApp.ctx.app, { email: 'mail-investor@example.com', name: 'Ivy Investor', role: 'INVESTOR' });
  const founder = await signUp(mailApp.ctx.app, { email: 'mail-founder@example.com', name: 'Finn Founder' });
  const intro = await sendChat(mailApp.ctx.app, investor.token, { receiverId: founder.userId, content: 'Hello Finn' });
  const roomId = intro.json().message.chatRoomId as string;
  await vi.waitFor(() => expect(mailApp.smtp.to('mail-founder@example.com')).toHaveLength(1), WAIT);
  const [mail] = mailApp.smtp.to('mail-founder@example.com');
  expect(mail!.subject).toBe('Ivy Investor would like an intro');
  expect(mail!.text).toContain(`${TEST_PUBLIC_URL}/app/chat?room=${roomId}`);
  // Unread a quarter of an hour later: the intro was the mail about it.
  mailApp.clock.advance(minutes(16));
  await sendChat(mailApp.ctx.app, investor.token, { chatRoomId: roomId, content: 'Any news?' });
  mailApp.clock.advance(minutes(1));
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(mailApp.smtp.to('mail-founder@example.com')).toHaveLength(1);
  // The second message, unread for 15 minutes, is mailed as unread.
  mailApp.clock.advance(minutes(15));
  await vi.waitFor(() => expect(mailApp.smtp.to('mail-founder@example.com')).toHaveLength(2), WAIT);
  expect(mailApp.smtp.to('mail-founder@example.com')[1]!.subject).toBe('Ivy Investor sent you a message');
});
