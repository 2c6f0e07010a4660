import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Idea } from '@seedmatch/shared/ideas';
import { ideas, users, type IdeaRow, type UserRow } from '../../db/schema/index';

/**
 * Columns for an idea with its author, as every idea endpoint answers. The author's card fields come in the
 * same row (no read per idea); of the preferences document only what a card shows, not the long texts.
 */
export const ideaWithAuthorColumns = {
  idea: ideas,
  authorName: users.name,
  authorBio: users.bio,
  authorSkills: users.skills,
  authorHasPriority: users.hasPriority,
  authorAvatarUrl: users.avatarUrl,
  authorLocation: users.location,
  authorProfile: sql<unknown>`jsonb_build_object('title', ${users.preferences}->'title', 'interests', ${users.preferences}->'interests', 'lookingFor', ${users.preferences}->'lookingFor')`,
};

export type IdeaWithAuthor = {
  idea: IdeaRow;
  authorName: string;
  authorBio: string;
  authorSkills: string[];
  authorHasPriority?: boolean;
  authorAvatarUrl: string | null;
  authorLocation: string;
  authorProfile: unknown;
};

// Preferences saved before a field existed lack it: a card shows it empty rather than failing the deck.
const AuthorProfileSchema = z.object({
  title: z.string().catch(''),
  interests: z.array(z.string()).catch([]),
  lookingFor: z.array(z.string()).catch([]),
});

/** The author columns of a user already in hand (the one who just submitted). */
export function authorOf(user: UserRow): Omit<IdeaWithAuthor, 'idea'> {
  return {
    authorName: user.name,
    authorBio: user.bio,
    authorSkills: user.skills,
    authorHasPriority: user.hasPriority,
    authorAvatarUrl: user.avatarUrl,
    authorLocation: user.location,
    authorProfile: user.preferences,
  };
}

export function toIdea({
  idea,
  authorName,
  authorBio,
  authorSkills,
  authorAvatarUrl,
  authorLocation,
  authorProfile,
}: IdeaWithAuthor): Idea {
  const { title, interests, lookingFor } = AuthorProfileSchema.parse(authorProfile ?? {});
  return {
    id: idea.id,
    title: idea.title,
    pitch: idea.pitch,
    description: idea.pitch,
    tags: idea.tags,
    swipeRights: idea.swipeRights,
    createdAt: idea.createdAt.toISOString(),
    userId: idea.userId,
    user: {
      id: idea.userId,
      name: authorName,
      bio: authorBio,
      skills: authorSkills,
      avatarUrl: authorAvatarUrl,
      title,
      location: authorLocation,
      interests,
      lookingFor,
    },
  };
}
