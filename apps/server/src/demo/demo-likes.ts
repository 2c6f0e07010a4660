import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ideas, users } from '../db/schema/index';
import { recordSwipe, type SwipeOutcome } from '../modules/ideas/swipes.service';
import { DEMO_USERS } from './demo-users';

const LIKERS_PER_IDEA = 2;
const DEMO_UIDS = DEMO_USERS.map((u) => u.uid);

/**
 * With demo data on, demo founders like a newcomer's idea as soon as it is submitted (those whose
 * skills share its tags, else two of them), so a new user can reach a first match within minutes.
 */
export function createDemoLiker(db: Db) {
  return async (ideaId: string): Promise<SwipeOutcome[]> => {
    const [idea] = await db.select().from(ideas).where(eq(ideas.id, ideaId));
    if (!idea) return [];
    const demoUsers = await db.select().from(users).where(inArray(users.oidcSubject, DEMO_UIDS));
    if (demoUsers.some((u) => u.id === idea.userId)) return [];
    const sharing = demoUsers.filter((u) => u.skills.some((skill) => idea.tagKeys.includes(skill.toLowerCase())));
    const likers = (sharing.length > 0 ? sharing : demoUsers).slice(0, LIKERS_PER_IDEA);
    const outcomes: SwipeOutcome[] = [];
    for (const liker of likers) outcomes.push(await recordSwipe(db, liker, ideaId, 'RIGHT'));
    return outcomes;
  };
}
