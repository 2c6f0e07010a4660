import type { Db } from '../../db/client';
import { challengeClosesDue, challengeStartsDue } from './challenge-mail';
import { unreadMailDue } from './chat-mail';
import type { MailTemplate } from './templates';

/** Whether a due mail still has a reason to go: send it now, skip it, or put it off until a time. */
type MailCheck = (db: Db, job: { userId: string; data: Record<string, string> }, now: Date) => Promise<'send' | 'skip' | Date>;

/**
 * The templates whose reason to go can pass between queueing and sending, each with its check; the worker
 * asks it when the mail is due (docs/decisions/0047). The others always go, unless turned off or blocked.
 */
export const STILL_DUE: Partial<Record<MailTemplate, MailCheck>> = {
  unread: unreadMailDue,
  challengeStarts: challengeStartsDue,
  challengeCloses: challengeClosesDue,
};
