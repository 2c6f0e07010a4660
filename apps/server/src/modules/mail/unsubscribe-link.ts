import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MailKind } from '@seedmatch/shared/mail';

export const UNSUBSCRIBE_PATH = '/api/mail/unsubscribe';

const signature = (key: Buffer, userId: string, kind: MailKind) =>
  createHmac('sha256', key).update(`unsubscribe:${userId}:${kind}`).digest('base64url');

/** The link that turns one kind of mail off for one person, without signing in: signed, so only they have it. */
export function unsubscribeUrl(key: Buffer, publicUrl: string, userId: string, kind: MailKind): string {
  const query = new URLSearchParams({ u: userId, k: kind, s: signature(key, userId, kind) });
  return `${publicUrl}${UNSUBSCRIBE_PATH}?${query.toString()}`;
}

/** Whether `s` is the signature of this person and kind. */
export function isValidUnsubscribe(key: Buffer, userId: string, kind: MailKind, s: string): boolean {
  const expected = Buffer.from(signature(key, userId, kind));
  const given = Buffer.from(s);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
