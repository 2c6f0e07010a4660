import type { FeedItem, FounderProfile, FounderProject, InvestorDashboard } from '@seedmatch/shared/investor';
import { uuid } from './ideas';

const hoursBefore = (hours: number) => new Date(Date.now() - hours * 3600_000 - 60_000).toISOString();

type ItemInput = {
  n: number;
  title: string;
  description: string;
  author: string;
  tags: string[];
  creditScore: number;
  hours: number;
} & Partial<FeedItem>;

export function feedItem({ n, author, hours, ...rest }: ItemInput): FeedItem {
  return {
    id: uuid(n),
    ideaId: uuid(n),
    type: 'idea',
    pitch: '',
    createdAt: hoursBefore(hours),
    swipeRights: 5,
    featured: false,
    githubUrl: null,
    deployedUrl: null,
    hasReadme: false,
    techStack: '',
    user: { id: uuid(100 + n), name: author, bio: '', skills: [] },
    ...rest,
  };
}

export const compost = feedItem({
  n: 1,
  title: 'Compost Club',
  description: 'Neighbourhood composting made easy',
  author: 'Pia Planter',
  tags: ['Climate', 'Community'],
  creditScore: 90,
  hours: 30,
  swipeRights: 25,
  featured: true,
  type: 'submission',
  githubUrl: 'https://github.com/pia/compost-club',
  deployedUrl: 'https://compost.example.com',
});
export const solar = feedItem({
  n: 2,
  title: 'Solar Share',
  description: 'Rooftop power for renters',
  author: 'Sam Sun',
  tags: ['Climate', 'Energy'],
  creditScore: 80,
  hours: 20,
  githubUrl: 'https://github.com/sam/solar',
});
export const tutor = feedItem({
  n: 3,
  title: 'Tutor Match',
  description: 'Tutoring for every student',
  author: 'Ana Learn',
  tags: ['AI', 'Education'],
  creditScore: 70,
  hours: 10,
});
export const nameless = feedItem({
  n: 4,
  title: '',
  description: 'A mystery project',
  author: '',
  tags: ['AI'],
  creditScore: 10,
  hours: 2,
});
export const pets = feedItem({
  n: 5,
  title: 'Pet Pals',
  description: 'Dog walkers nearby',
  author: 'Compost Fan',
  tags: ['Pets', 'AI', 'Community', 'Local'],
  creditScore: 40,
  hours: 1,
});
export const cafe = feedItem({
  n: 6,
  title: 'Quiet Cafe',
  description: 'Work-friendly cafes',
  author: 'Cal Coffee',
  tags: ['Food'],
  creditScore: 50,
  hours: 40,
});

export const dashboard: InvestorDashboard = {
  recentSubmissions: [compost, solar],
  topIdeas: [compost, solar, tutor, cafe],
  newBuilders: [pets, nameless],
  stats: { activeIdeas: 42, newBuilders: 7, totalSwipes: 1234 },
};

export const emptyDashboard: InvestorDashboard = {
  recentSubmissions: [],
  topIdeas: [],
  newBuilders: [],
  stats: { activeIdeas: 0, newBuilders: 0, totalSwipes: 0 },
};

export function project(overrides: Partial<FounderProject> = {}): FounderProject {
  return {
    id: compost.id,
    title: 'Compost Club',
    pitch: 'Neighbourhood composting made easy',
    tags: ['Climate'],
    credits: 110,
    creditScore: 135,
    status: 'Active',
    createdAt: hoursBefore(30),
    githubUrl: 'https://github.com/pia/compost-club',
    liveUrl: null,
    techStack: 'React, Node',
    hasReadme: true,
    readme: '',
    ...overrides,
  };
}

export function founder(overrides: Partial<FounderProfile> = {}): FounderProfile {
  return {
    id: compost.user.id,
    name: 'Pia Planter',
    bio: 'Gardener turned founder',
    skills: ['Design', 'Go'],
    location: 'Berlin',
    joinedAt: '2026-03-15T00:00:00.000Z',
    stats: { projects: 3, credits: 180, successRate: 67 },
    currentProject: project(),
    previousProjects: [project({ id: uuid(50), title: 'Seed Swap', credits: 70, creditScore: 73, status: 'Completed' })],
    ...overrides,
  };
}
