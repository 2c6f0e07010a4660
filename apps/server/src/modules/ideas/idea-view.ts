import type { Idea } from '@seedmatch/shared/ideas';
import { ideas, users, type IdeaRow } from '../../db/schema/index';

/** Columns for an idea with its author, as every idea endpoint answers. */
export const ideaWithAuthorColumns = {
  idea: ideas,
  authorName: users.name,
  authorBio: users.bio,
  authorSkills: users.skills,
  authorHasPriority: users.hasPriority,
};

export type IdeaWithAuthor = { idea: IdeaRow; authorName: string; authorBio: string; authorSkills: string[]; authorHasPriority?: boolean };

export function toIdea({ idea, authorName, authorBio, authorSkills }: IdeaWithAuthor): Idea {
  return {
    id: idea.id,
    title: idea.title,
    pitch: idea.pitch,
    description: idea.pitch,
    tags: idea.tags,
    swipeRights: idea.swipeRights,
    createdAt: idea.createdAt.toISOString(),
    userId: idea.userId,
    user: { id: idea.userId, name: authorName, bio: authorBio, skills: authorSkills },
  };
}
