import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/db/client';
import { chatParticipants, chatRooms, ideas, matches, users } from '../../src/db/schema/index';
import { createSession } from '../../src/modules/auth/session.service';

export type Person = { id: string; token: string; name: string };

/** Writes people (with sessions) straight into a database, before a server process opens it. */
export async function seedPerson(db: Db, name: string, role: 'FOUNDER' | 'INVESTOR' = 'FOUNDER'): Promise<Person> {
  const uid = `seed-${randomUUID()}`;
  const email = `${uid}@example.com`;
  const [user] = await db
    .insert(users)
    .values({ oidcSubject: uid, email, name, role, referralCode: `SEED-SD-${randomUUID()}` })
    .returning();
  const token = await createSession(db, { uid, email, displayName: name, photoURL: null });
  return { id: user!.id, token, name };
}

export async function seedMatch(db: Db, a: Person, b: Person): Promise<string> {
  const [userA, userB] = [a.id, b.id].sort() as [string, string];
  const [match] = await db.insert(matches).values({ userA, userB, ideaTitle: 'Seeded idea' }).returning();
  const [room] = await db.insert(chatRooms).values({ kind: 'match', matchId: match!.id }).returning();
  await db.insert(chatParticipants).values([
    { roomId: room!.id, userId: a.id },
    { roomId: room!.id, userId: b.id },
  ]);
  return room!.id;
}

export async function seedIdea(db: Db, owner: Person, title: string): Promise<string> {
  const [idea] = await db
    .insert(ideas)
    .values({ userId: owner.id, title, pitch: 'A pitch that is long enough.', tags: [], tagKeys: [] })
    .returning();
  return idea!.id;
}

/** A signed-in identity whose user has not been created yet (before POST /auth/create-user). */
export async function seedSession(db: Db, name: string): Promise<{ token: string }> {
  const uid = `seed-${randomUUID()}`;
  return { token: await createSession(db, { uid, email: `${uid}@example.com`, displayName: name, photoURL: null }) };
}
