import { FEATURED_CREDITS, FEATURED_SWIPE_RIGHTS, type FeedItem } from '@seedmatch/shared/investor';
import type { IdeaRow, SubmissionRow } from '../../db/schema/index';
import { creditScore, type IdeaMvp } from './idea-credits';

export type Author = { id: string; name: string; bio: string; skills: string[] };

/** The fields an idea's card takes from the idea and its MVPs, the same on its idea and submission cards. */
function ideaFields(idea: IdeaRow, mvp: IdeaMvp | undefined) {
  return {
    ideaId: idea.id,
    title: idea.title,
    pitch: idea.pitch,
    tags: idea.tags,
    swipeRights: idea.swipeRights,
    creditScore: creditScore(idea, mvp),
    featured: idea.swipeRights > FEATURED_SWIPE_RIGHTS || (mvp?.credits ?? 0) >= FEATURED_CREDITS,
    githubUrl: mvp?.latest.githubUrl ?? null,
    deployedUrl: mvp?.latest.liveUrl || null,
    hasReadme: mvp?.latest.hasReadme ?? false,
    techStack: mvp?.latest.techStack ?? '',
  };
}

/** An idea as a feed card, with the links of the MVP that shipped it, if any. */
export function ideaItem(idea: IdeaRow, author: Author, mvp: IdeaMvp | undefined): FeedItem {
  return {
    ...ideaFields(idea, mvp),
    id: idea.id,
    type: 'idea',
    description: idea.pitch,
    createdAt: idea.createdAt.toISOString(),
    user: author,
  };
}

/** An MVP submission as a feed card: the idea it ships, with that idea's score, and this MVP's own links. */
export function submissionItem(submission: SubmissionRow, author: Author, idea: IdeaRow, mvp: IdeaMvp | undefined): FeedItem {
  return {
    ...ideaFields(idea, mvp),
    id: submission.id,
    type: 'submission',
    description: submission.description || idea.pitch,
    createdAt: submission.submittedAt.toISOString(),
    githubUrl: submission.githubUrl,
    deployedUrl: submission.liveUrl || null,
    hasReadme: submission.hasReadme,
    techStack: submission.techStack,
    user: author,
  };
}
