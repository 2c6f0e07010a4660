import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ideas, swipes, users } from '../db/schema/index';
import { DEMO_USERS } from './demo-users';

/** Adds the demo founders, their ideas and a few likes between them, once; a second run changes nothing. */
export async function seedDemoData(db: Db): Promise<void> {
  await db
    .insert(users)
    .values(
      DEMO_USERS.map((u, index) => ({
        oidcSubject: u.uid,
        email: u.email,
        name: u.name,
        bio: u.bio,
        skills: [...u.skills],
        role: 'FOUNDER' as const,
        referralCode: `SEED-${u.name.slice(0, 3).toUpperCase()}-DEMO-${String(index).padStart(3, '0')}`,
      })),
    )
    .onConflictDoNothing();

  const demoUsers = await db
    .select()
    .from(users)
    .where(
      inArray(
        users.oidcSubject,
        DEMO_USERS.map((u) => u.uid),
      ),
    );
  const idOf = new Map(demoUsers.map((u) => [u.oidcSubject, u.id]));
  const [existing] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(ideas)
    .where(inArray(ideas.userId, [...idOf.values()]));
  if ((existing?.count ?? 0) > 0) return;

  const inserted = await db
    .insert(ideas)
    .values(
      DEMO_USERS.flatMap((u) =>
        u.ideas.map((idea) => ({
          userId: idOf.get(u.uid)!,
          title: idea.title,
          pitch: idea.pitch,
          tags: [...idea.tags],
          tagKeys: idea.tags.map((tag) => tag.toLowerCase()),
        })),
      ),
    )
    .returning();

  // Each demo founder likes the other founders' ideas that share a tag with their skills.
  const likes = demoUsers.flatMap((liker) =>
    inserted
      .filter((idea) => idea.userId !== liker.id && idea.tagKeys.some((key) => liker.skills.some((s) => s.toLowerCase() === key)))
      .map((idea) => ({ userId: liker.id, ideaId: idea.id, ideaOwnerId: idea.userId, direction: 'RIGHT' as const })),
  );
  if (likes.length > 0) await db.insert(swipes).values(likes).onConflictDoNothing();
  await db.execute(
    sql`update ${ideas} set swipe_rights = (select count(*) from ${swipes} where ${swipes.ideaId} = ${ideas.id} and ${swipes.direction} = 'RIGHT') where ${inArray(
      ideas.id,
      inserted.map((i) => i.id),
    )}`,
  );
}
