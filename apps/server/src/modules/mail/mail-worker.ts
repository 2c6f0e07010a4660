import { and, eq, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { wantsMail } from '@seedmatch/shared/mail';
import type { Db } from '../../db/client';
import { mailJobs, users } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { isBlockedBetween } from '../safety/safety.service';
import { STILL_DUE } from './mail-checks';
import { isMailTemplate, renderMail, templateKind } from './templates';
import type { MailTransport } from './transports';
import { unsubscribeUrl } from './unsubscribe-link';

const BATCH = 10;
/** How long a claimed job is a worker's own: longer than the SMTP transport takes to give up. */
const LEASE_MS = 2 * 60_000;
const MAX_ATTEMPTS = 8;
const MAIL_OFF = 'SMTP_URL is not set';
const backoffMs = (attempts: number) => Math.min(60 * 60_000, 30_000 * 2 ** (attempts - 1));

export type MailWorkerDeps = {
  db: Db;
  /** None when mail is off: every job is then marked skipped. */
  transport: MailTransport | null;
  clock: Clock;
  publicUrl: string;
  from: string;
  signingKey: Buffer;
  log: FastifyBaseLogger;
  pollMs?: number;
};

type Claimed = { id: number; userId: string; template: string; data: Record<string, string>; attempts: number; lockedUntil: Date | null };

/**
 * Takes due jobs from the outbox and sends them (docs/decisions/0047). A job is claimed with `FOR UPDATE SKIP
 * LOCKED` and a lease, so instances never take the same one; it is marked sent only after the SMTP server
 * accepted it, and a failed send is tried again later, eight times in all.
 */
export function startMailWorker(deps: MailWorkerDeps) {
  const pollMs = deps.pollMs ?? 1000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const schedule = (ms: number) => {
    if (!stopped) timer = setTimeout(tick, ms);
  };
  const tick = () => {
    running = drain(deps, () => stopped)
      .then((full) => schedule(full ? 0 : pollMs))
      .catch((error: unknown) => {
        deps.log.warn({ err: error }, 'Mail worker: could not read the outbox');
        schedule(pollMs * 5);
      });
  };
  schedule(0);

  return {
    /** Finishes the mail in hand, then takes no more. */
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/**
 * One round: claims up to a batch of due jobs and handles each; true when the batch was full. Each job's
 * lease starts again just before it is sent, and a job whose lease ran out while earlier ones were sent
 * (a slow SMTP server) is left to the worker that took it over. A stopping worker gives back the jobs it
 * has not started.
 */
async function drain(deps: MailWorkerDeps, isStopped: () => boolean): Promise<boolean> {
  const jobs = await claim(deps.db, deps.clock.now());
  for (const [index, job] of jobs.entries()) {
    if (isStopped()) {
      await giveBack(deps.db, jobs.slice(index));
      break;
    }
    if (await renewLease(deps.db, job, deps.clock.now())) await handle(deps, job);
  }
  return jobs.length === BATCH;
}

/** The job's lease, from now, if it is still this worker's; false when another worker holds it. */
async function renewLease(db: Db, job: Claimed, now: Date): Promise<boolean> {
  if (!job.lockedUntil) return false;
  const [renewed] = await db
    .update(mailJobs)
    .set({ lockedUntil: new Date(now.getTime() + LEASE_MS) })
    .where(and(eq(mailJobs.id, job.id), eq(mailJobs.status, 'pending'), eq(mailJobs.lockedUntil, job.lockedUntil)))
    .returning({ id: mailJobs.id });
  return Boolean(renewed);
}

/** Jobs claimed but not started go back to the queue as they were, their attempt not counted. */
async function giveBack(db: Db, jobs: Claimed[]) {
  for (const job of jobs) {
    if (!job.lockedUntil) continue;
    await db
      .update(mailJobs)
      .set({ lockedUntil: null, attempts: sql`${mailJobs.attempts} - 1` })
      .where(and(eq(mailJobs.id, job.id), eq(mailJobs.lockedUntil, job.lockedUntil)));
  }
}

async function claim(db: Db, now: Date): Promise<Claimed[]> {
  const leaseEnd = new Date(now.getTime() + LEASE_MS);
  const due = db
    .select({ id: mailJobs.id })
    .from(mailJobs)
    .where(
      and(
        eq(mailJobs.status, 'pending'),
        sql`${mailJobs.runAfter} <= ${now}`,
        or(sql`${mailJobs.lockedUntil} is null`, sql`${mailJobs.lockedUntil} <= ${now}`),
      ),
    )
    .orderBy(mailJobs.runAfter, mailJobs.id)
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(mailJobs)
    .set({ lockedUntil: leaseEnd, attempts: sql`${mailJobs.attempts} + 1` })
    .where(sql`${mailJobs.id} in ${due}`)
    .returning({
      id: mailJobs.id,
      userId: mailJobs.userId,
      template: mailJobs.template,
      data: mailJobs.data,
      attempts: mailJobs.attempts,
      lockedUntil: mailJobs.lockedUntil,
    });
}

async function finish(db: Db, id: number, status: 'sent' | 'skipped' | 'failed', now: Date, lastError?: string) {
  await db
    .update(mailJobs)
    .set({ status, doneAt: now, lockedUntil: null, ...(lastError ? { lastError } : {}) })
    .where(eq(mailJobs.id, id));
}

async function handle(deps: MailWorkerDeps, job: Claimed) {
  const { db, clock } = deps;
  const [user] = await db
    .select({ email: users.email, name: users.name, suspendedAt: users.suspendedAt, mailPreferences: users.mailPreferences })
    .from(users)
    .where(eq(users.id, job.userId));
  if (!user || !isMailTemplate(job.template)) return finish(db, job.id, 'skipped', clock.now());
  const kind = templateKind(job.template);
  const due = (await STILL_DUE[job.template]?.(db, job, clock.now())) ?? 'send';
  if (due === 'skip') return finish(db, job.id, 'skipped', clock.now());
  if (due instanceof Date) return later(db, job, due);
  // Checked when the mail goes, not when it was queued: a change of mind in between counts.
  if (
    user.suspendedAt ||
    !wantsMail(user.mailPreferences, kind) ||
    (job.data.aboutUserId !== undefined && (await isBlockedBetween(db, job.userId, job.data.aboutUserId)))
  ) {
    return finish(db, job.id, 'skipped', clock.now());
  }
  if (!deps.transport) return finish(db, job.id, 'skipped', clock.now(), MAIL_OFF);
  const unsubscribe = unsubscribeUrl(deps.signingKey, deps.publicUrl, job.userId, kind);
  const final = renderMail(job.template, job.data, user, { publicUrl: deps.publicUrl, unsubscribeUrl: unsubscribe });
  try {
    await deps.transport.send({
      from: deps.from,
      to: { name: user.name, address: user.email },
      subject: final.subject,
      text: final.text,
      html: final.html,
      messageId: `<mail-${job.id}@${new URL(deps.publicUrl).hostname}>`,
      headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (job.attempts >= MAX_ATTEMPTS) {
      deps.log.error({ mailJob: job.id, attempt: job.attempts, err: reason }, `Mail not sent after ${MAX_ATTEMPTS} attempts; given up`);
      return finish(db, job.id, 'failed', clock.now(), reason);
    }
    deps.log.warn({ mailJob: job.id, attempt: job.attempts, err: reason }, 'Mail not sent; it will be tried again');
    return later(db, job, new Date(clock.now().getTime() + backoffMs(job.attempts)), reason);
  }
  await finish(db, job.id, 'sent', clock.now());
}

/**
 * Back to the queue until `runAfter`. A failure counts as an attempt; a mail put off for its own reasons
 * (an unread message's hour, a challenge that moved) gives its claim back.
 */
async function later(db: Db, job: Claimed, runAfter: Date, failure?: string) {
  await db
    .update(mailJobs)
    .set({ lockedUntil: null, runAfter, ...(failure ? { lastError: failure } : { attempts: sql`${mailJobs.attempts} - 1` }) })
    .where(eq(mailJobs.id, job.id));
}
