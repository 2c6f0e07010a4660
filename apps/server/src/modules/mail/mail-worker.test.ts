import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { mailJobs, users } from '../../db/schema/index';
import { createClock } from '../../lib/clock';
import { startSmtpSink } from '../../../test/helpers/smtp-sink';
import { openTestDatabase } from '../../../test/helpers/test-database';
import type { Database } from '../../db/client';
import { startMailWorker } from './mail-worker';
import { enqueueMail } from './outbox';
import { mailTransport, type MailTransport } from './transports';

let database: Database;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  smtp = await startSmtpSink();
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
  await smtp.close();
});

const silent = { warn: () => undefined, error: () => undefined } as never;

it('sends each mail of the outbox once, with three workers (instances) taking from it at the same time', async () => {
  const { db } = database;
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: 40 }, (_, n) => ({
        oidcSubject: `worker-${n}`,
        email: `worker-${n}@example.com`,
        name: `Worker ${n}`,
        role: 'FOUNDER' as const,
        referralCode: `SEED-WRK-${n}`,
      })),
    )
    .returning({ id: users.id });
  const data = { partnerName: 'Someone', ideaTitle: 'An idea', roomId: 'room' };
  for (const [n, person] of people.entries()) {
    await enqueueMail(db, { key: `worker-test:${n}`, userId: person.id, template: 'match', data });
    // The same event written again adds nothing.
    await enqueueMail(db, { key: `worker-test:${n}`, userId: person.id, template: 'match', data });
  }
  const config = { transport: 'smtp', url: smtp.url, from: 'SeedMatch <hello@seedmatch.test>' } as const;
  const workers = Array.from({ length: 3 }, () =>
    startMailWorker({
      db,
      transport: mailTransport(config, { mails: [] }),
      clock: createClock(),
      publicUrl: 'http://localhost:3000',
      from: config.from,
      signingKey: Buffer.alloc(32),
      log: silent,
      pollMs: 20,
    }),
  );
  try {
    await vi.waitFor(() => expect(smtp.received.length).toBeGreaterThanOrEqual(40), { timeout: 20_000, interval: 100 });
    // Time for a second send of any mail, if one were coming.
    await new Promise((resolve) => setTimeout(resolve, 300));
  } finally {
    await Promise.all(workers.map((worker) => worker.stop()));
  }
  const addresses = smtp.received.map((mail) => mail.to && [mail.to].flat()[0]!.value[0]!.address);
  expect(addresses).toHaveLength(40);
  expect(new Set(addresses).size).toBe(40);
  const jobs = await db
    .select()
    .from(mailJobs)
    .where(
      inArray(
        mailJobs.userId,
        people.map((p) => p.id),
      ),
    );
  expect(jobs.map((job) => job.status)).toEqual(Array(40).fill('sent'));
  expect(jobs.every((job) => job.attempts === 1)).toBe(true);
});

/** People with one match mail each in the outbox, under keys of their own. */
async function peopleWithMail(prefix: string, count: number) {
  const { db } = database;
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, n) => ({
        oidcSubject: `${prefix}-${n}`,
        email: `${prefix}-${n}@example.com`,
        name: `${prefix} ${n}`,
        role: 'FOUNDER' as const,
        referralCode: `SEED-${prefix.toUpperCase()}-${n}`,
      })),
    )
    .returning({ id: users.id });
  for (const [n, person] of people.entries()) {
    await enqueueMail(db, {
      key: `${prefix}:${n}`,
      userId: person.id,
      template: 'match',
      data: { partnerName: 'Someone', ideaTitle: 'An idea', roomId: 'room' },
    });
  }
  return people.map((person) => person.id);
}

/** A transport that records what it sends; while held, each send waits in line until it is let go. */
function recordingTransport({ held = false } = {}) {
  const sent: string[] = [];
  const waiting: (() => void)[] = [];
  return {
    sent,
    waiting,
    /** Lets the send in hand go on. */
    letOneGo: () => waiting.shift()?.(),
    /** Sends from now on go through at once. */
    letAllGo: () => {
      held = false;
      waiting.splice(0).forEach((release) => release());
    },
    transport: {
      send: async (mail: { to: { address: string } }) => {
        if (held) await new Promise<void>((resolve) => waiting.push(resolve));
        sent.push(mail.to.address);
      },
      close: () => undefined,
    },
  };
}

const workerDeps = (transport: MailTransport, clock = createClock()) => ({
  db: database.db,
  transport,
  clock,
  publicUrl: 'http://localhost:3000',
  from: 'SeedMatch <hello@seedmatch.test>',
  signingKey: Buffer.alloc(32),
  log: silent,
  pollMs: 20,
});

const workerWith = (transport: MailTransport, clock = createClock()) => startMailWorker(workerDeps(transport, clock));

it('never sends a mail a second worker took over while the first was still busy with earlier mails of its batch', async () => {
  await peopleWithMail('slow', 5);
  const clock = createClock();
  const slow = recordingTransport({ held: true });
  const fast = recordingTransport();
  const first = workerWith(slow.transport, clock);
  let other: ReturnType<typeof workerWith> | undefined;
  try {
    // The first worker claims all five; each of its sends takes 90 s, so the batch outlasts a two-minute lease.
    await vi.waitFor(() => expect(slow.waiting).toHaveLength(1));
    clock.advance(90_000);
    slow.letOneGo();
    await vi.waitFor(() => expect(slow.waiting).toHaveLength(1));
    clock.advance(90_000);
    // Three minutes in, the leases of the mails not yet started have run out: another instance takes them.
    other = workerWith(fast.transport, clock);
    await vi.waitFor(() => expect(fast.sent.filter((address) => address.startsWith('slow-')).length).toBeGreaterThanOrEqual(3), {
      timeout: 5000,
    });
    slow.letAllGo();
    await new Promise((resolve) => setTimeout(resolve, 300));
  } finally {
    slow.letAllGo();
    await Promise.all([first.stop(), other?.stop()]);
  }
  const everyone = [...slow.sent, ...fast.sent].filter((address) => address.startsWith('slow-'));
  expect(everyone.sort()).toEqual(Array.from({ length: 5 }, (_, n) => `slow-${n}@example.com`));
});

it('stops after the mail in hand, and gives back the rest of its batch untried', async () => {
  const ids = await peopleWithMail('stopping', 4);
  const held = recordingTransport({ held: true });
  const worker = workerWith(held.transport);
  await vi.waitFor(() => expect(held.waiting).toHaveLength(1));
  const stopping = worker.stop();
  held.letOneGo();
  // A worker that went on to the next mail would be waiting on it now.
  await Promise.race([stopping, new Promise((resolve) => setTimeout(resolve, 1000))]);
  held.letAllGo();
  await stopping;
  expect(held.sent.filter((address) => address.startsWith('stopping-'))).toHaveLength(1);
  const jobs = await database.db.select().from(mailJobs).where(inArray(mailJobs.userId, ids));
  const untried = jobs.filter((job) => job.status === 'pending');
  expect(untried).toHaveLength(3);
  expect(untried.every((job) => job.lockedUntil === null && job.attempts === 0)).toBe(true);
});

it('says a mail was given up, not that it will be tried again, when its last attempt fails', async () => {
  const [id] = await peopleWithMail('last-try', 1);
  await database.db.update(mailJobs).set({ attempts: 7 }).where(eq(mailJobs.userId, id!));
  const lines: { level: string; message: string; mailJob: number }[] = [];
  const log = {
    warn: ({ mailJob }: { mailJob: number }, message: string) => lines.push({ level: 'warn', message, mailJob }),
    error: ({ mailJob }: { mailJob: number }, message: string) => lines.push({ level: 'error', message, mailJob }),
  } as never;
  const refusing = { send: async () => Promise.reject(new Error('550 mailbox unavailable')), close: () => undefined };
  const worker = startMailWorker({ ...workerDeps(refusing), log });
  try {
    await vi.waitFor(async () => {
      const [job] = await database.db.select().from(mailJobs).where(eq(mailJobs.userId, id!));
      expect(job!.status).toBe('failed');
    });
  } finally {
    await worker.stop();
  }
  const [job] = await database.db.select().from(mailJobs).where(eq(mailJobs.userId, id!));
  expect(lines.filter((line) => line.mailJob === job!.id)).toEqual([
    { level: 'error', message: 'Mail not sent after 8 attempts; given up', mailJob: job!.id },
  ]);
});
