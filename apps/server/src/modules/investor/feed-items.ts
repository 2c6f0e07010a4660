import { FEATURED_CREDITS, FEATURED_SWIPE_RIGHTS, type FeedItem } from '@seedmatch/shared/investor';
import type { IdeaRow, SubmissionRow } from '../../db/schema/index';

export type Author = { id: string; name: string; bio: string; skills: string[] };

/** An idea as a feed card; its credit score is its right swipes plus its founder's challenge credits. */
export function ideaItem(idea: IdeaRow, author: Author, ownerCredits: number): FeedItem {
  return {
    id: idea.id,
    type: 'idea',
    title: idea.title,
    description: idea.pitch,
    pitch: idea.pitch,
    createdAt: idea.createdAt.toISOString(),
    tags: idea.tags,
    swipeRights: idea.swipeRights,
    creditScore: idea.swipeRights + ownerCredits,
    featured: idea.swipeRights > FEATURED_SWIPE_RIGHTS,
    githubUrl: null,
    deployedUrl: null,
    hasReadme: false,
    techStack: '',
    user: author,
  };
}

/** An MVP submission as a feed card, titled by the idea it was built for (the founder's latest before it). */
export function submissionItem(submission: SubmissionRow, author: Author, idea: IdeaRow | null): FeedItem {
  return {
    id: submission.id,
    type: 'submission',
    title: idea?.title ?? '',
    description: submission.description || idea?.pitch || '',
    pitch: idea?.pitch ?? '',
    createdAt: submission.submittedAt.toISOString(),
    tags: idea?.tags ?? [],
    swipeRights: idea?.swipeRights ?? 0,
    creditScore: submission.credits,
    featured: submission.credits >= FEATURED_CREDITS,
    githubUrl: submission.githubUrl,
    deployedUrl: submission.liveUrl || null,
    hasReadme: submission.hasReadme,
    techStack: submission.techStack,
    user: author,
  };
}

/** Pairs each submission with the founder's newest idea created before it (ideas and submissions of one founder). */
export function projectOf(ideas: readonly IdeaRow[], submittedAt: Date): IdeaRow | null {
  let match: IdeaRow | null = null;
  for (const idea of ideas) {
    if (idea.createdAt <= submittedAt && (!match || idea.createdAt > match.createdAt)) match = idea;
  }
  return match;
}
