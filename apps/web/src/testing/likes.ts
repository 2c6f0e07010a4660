import type { Liker, LikerIdea, LikerProfile } from '@seedmatch/shared/my-ideas';
import { anIdea, uuid } from './ideas';

/** Fay, who liked my ideas, as "Likes you" lists and shows her. */
export const FAN_ID = uuid(30);

/** Someone in the "Likes you" list, liking my Seed Bank yesterday; override what a test looks at. */
export const aLiker = (overrides: Partial<Liker> = {}): Liker => ({
  user: { id: FAN_ID, name: 'Fay Fan', title: 'Designer', skills: ['Figma'] },
  likedIdeas: [{ id: uuid(1), title: 'Seed Bank' }],
  likedAt: '2026-11-22T10:00:00.000Z',
  ...overrides,
});

/** Fay's idea number `n`, titled `title`, with my swipe on it so far. */
const aLikerIdea = (n: number, title: string, mySwipe: LikerIdea['mySwipe']): LikerIdea => ({
  ...anIdea(n, { title, pitch: `The pitch of ${title}.`, description: `The pitch of ${title}.`, tags: ['Climate'], userId: FAN_ID }),
  mySwipe,
});

/** Fay's page: her profile, the idea of mine she liked, and two of hers, one not swiped yet, one passed. */
export const fanProfile = (): LikerProfile => ({
  user: {
    id: FAN_ID,
    name: 'Fay Fan',
    title: 'Designer',
    skills: ['Figma'],
    bio: 'Draws things.',
    location: 'Lisbon',
    interests: ['Climate'],
    lookingFor: ['CTO'],
  },
  likedIdeas: [{ id: uuid(1), title: 'Seed Bank' }],
  ideas: [aLikerIdea(31, 'Compost Club', null), aLikerIdea(32, 'Rain Barrel', 'LEFT')],
});
