import type { Db } from '../db/client';
import { users } from '../db/schema/index';
import { DEMO_USERS } from './demo-users';

/** Adds the demo dataset once; running it again changes nothing. */
export async function seedDemoData(db: Db): Promise<void> {
  await db
    .insert(users)
    .values(
      DEMO_USERS.map((u, index) => ({
        firebaseUid: u.uid,
        email: u.email,
        name: u.name,
        bio: u.bio,
        skills: [...u.skills],
        role: 'FOUNDER' as const,
        referralCode: `SEED-${u.name.slice(0, 3).toUpperCase()}-DEMO-${String(index).padStart(3, '0')}`,
      })),
    )
    .onConflictDoNothing();
}
