import { createHash, timingSafeEqual } from 'node:crypto';
import type { UserRow } from '../../db/schema/index';

/** Who did an admin action: a signed-in admin, or the command line holding the admin token. */
export type AdminActor = { id: string | null; label: string };

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Admins are the people whose addresses are in ADMIN_EMAILS; the commands hold ADMIN_TOKEN instead. */
export function createAdminAccess({ emails, token }: { emails: string[]; token: string | undefined }) {
  const admins = new Set(emails.map((email) => email.toLowerCase()));
  const tokenDigest = token ? digest(token) : null;
  return {
    isAdmin: (user: Pick<UserRow, 'email'>) => admins.has(user.email.toLowerCase()),
    /** Compared as digests, in constant time: neither the length nor a prefix of the token leaks. */
    holdsToken: (bearer: string | null) => Boolean(tokenDigest && bearer && timingSafeEqual(digest(bearer), tokenDigest)),
  };
}

export type AdminAccess = ReturnType<typeof createAdminAccess>;
