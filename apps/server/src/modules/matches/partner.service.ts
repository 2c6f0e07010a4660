import { desc, eq } from 'drizzle-orm';
import type { PartnerProfile } from '@seedmatch/shared/matches';
import type { Db } from '../../db/client';
import { ideas, users } from '../../db/schema/index';
import { notFound } from '../../lib/app-error';
import { listMatches } from './matches.service';

const PARTNER_IDEAS = 10;

/**
 * The other person of one of the user's matches or connections (by its id in the list), with their newest
 * ideas. Only someone the list shows is found: not a stranger, a blocked person or a suspended one.
 */
export async function getPartnerProfile(db: Db, userId: string, connectionId: string): Promise<PartnerProfile> {
  const connection = (await listMatches(db, userId)).find((item) => item.id === connectionId);
  if (!connection) throw notFound('Match not found');
  const [[partner], partnerIdeas] = await Promise.all([
    db.select().from(users).where(eq(users.id, connection.partnerId)),
    db
      .select({ id: ideas.id, title: ideas.title, pitch: ideas.pitch, tags: ideas.tags })
      .from(ideas)
      .where(eq(ideas.userId, connection.partnerId))
      .orderBy(desc(ideas.createdAt))
      .limit(PARTNER_IDEAS),
  ]);
  if (!partner) throw notFound('Match not found');
  return {
    id: partner.id,
    name: partner.name,
    avatarUrl: partner.avatarUrl,
    role: partner.role,
    title: partner.preferences.title ?? '',
    location: partner.location,
    bio: partner.bio,
    skills: partner.skills,
    interests: partner.preferences.interests ?? [],
    lookingFor: partner.preferences.lookingFor ?? [],
    ideas: partnerIdeas,
  };
}
