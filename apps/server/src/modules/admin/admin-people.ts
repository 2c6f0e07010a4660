import { inArray } from 'drizzle-orm';
import type { AdminPerson } from '@seedmatch/shared/admin';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema/index';

export const toAdminPerson = (user: UserRow): AdminPerson => ({
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  suspendedAt: user.suspendedAt?.toISOString() ?? null,
});

/** The accounts among `ids` that still exist, by id, in one query. */
export async function peopleById(db: Db, ids: (string | null)[]): Promise<Map<string, UserRow>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/** How an audit entry names a person: as they were called then, since the account may go. */
export const nameOf = (user: Pick<UserRow, 'name' | 'email'>) => `${user.name} <${user.email}>`;
