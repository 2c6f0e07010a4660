import type { Idea, IdeaAuthor } from '@seedmatch/shared/ideas';

/** The uuid numbered `n`, as ids of ideas and people look. */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** The person behind an idea, with every field the deck card and profile sheet show filled. */
const anAuthor = (overrides: Partial<IdeaAuthor> = {}): IdeaAuthor => ({
  id: 'owner',
  name: 'Olive Owner',
  bio: 'Ten years of building tools for labs, now on my own.',
  skills: ['Go', 'Product design', 'Lab automation'],
  avatarUrl: null,
  title: 'Founder',
  location: 'Berlin',
  interests: ['Climate', 'Health'],
  lookingFor: ['CTO', 'Designer'],
  ...overrides,
});

/** Idea number `n`, as the deck and My ideas serve it; override what a test looks at. */
export const anIdea = (n: number, overrides: Partial<Idea> = {}): Idea => ({
  id: uuid(n),
  title: `Idea ${n}`,
  pitch: `Pitch of idea ${n}`,
  description: `Pitch of idea ${n}`,
  tags: ['AI'],
  swipeRights: 0,
  createdAt: '2026-11-20T10:00:00.000Z',
  userId: 'owner',
  user: anAuthor(),
  ...overrides,
});
