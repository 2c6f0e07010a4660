import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { mailJobs, users } from '../../db/schema/index';
import { createClock } from '../../lib/clock';
import { startSmtpSink } from '../../../test/helpers/smtp-sink';
import { openTestDatabase } from '../../../test/helpers/test-database';
import type { Database } from '../../db/client';
import { startMailWorker } from './mail-worker';
import { enqueueMail } from './outbox';
import { mailTransport } from './transports';

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

const silent = { warn: () => undefined } as never;

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
