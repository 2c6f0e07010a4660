import { vi } from 'vitest';
import type { Challenge, Submission } from '@seedmatch/shared/challenge';
import type { Idea } from '@seedmatch/shared/ideas';
import type { Leaderboard } from '@seedmatch/shared/challenge-leaderboard';

export const CHALLENGE_ID = '11111111-1111-4111-8111-111111111111';
const HOUR = 3600_000;

/** A challenge 12 hours into its 48 (25% elapsed) on the server's clock `serverNow`. */
export function challenge(me: Partial<Challenge['me']> = {}, overrides: Partial<Challenge> = {}, serverNow = Date.now()): Challenge {
  return {
    id: CHALLENGE_ID,
    title: 'Launch Sprint',
    status: 'active',
    startsAt: new Date(serverNow - 12 * HOUR).toISOString(),
    endsAt: new Date(serverNow + 36 * HOUR).toISOString(),
    participants: 3,
    maxParticipants: 100,
    serverTime: new Date(serverNow).toISOString(),
    me: { joined: false, joinedAt: null, canSubmitAt: null, submission: null, ...me },
    ...overrides,
  };
}

/** Joined `minutesAgo` minutes ago, so submitting opens 30 minutes after that. */
export function joined(minutesAgo: number, submission: Submission | null = null): Partial<Challenge['me']> {
  const joinedAt = Date.now() - minutesAgo * 60_000;
  return {
    joined: true,
    joinedAt: new Date(joinedAt).toISOString(),
    canSubmitAt: new Date(joinedAt + 30 * 60_000).toISOString(),
    submission,
  };
}

export const ME = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

/** One of my ideas, `n` hours old. */
function myIdea(n: number, title: string): Idea {
  return {
    id: `bbbbbbbb-bbbb-4bbb-8bbb-${String(n).padStart(12, '0')}`,
    title,
    pitch: 'A pitch long enough to pass.',
    description: 'A pitch long enough to pass.',
    tags: [],
    swipeRights: 0,
    createdAt: new Date(Date.now() - n * HOUR).toISOString(),
    userId: ME,
    user: { id: ME, name: 'Ada', bio: '', skills: [], avatarUrl: null, title: '', location: '', interests: [], lookingFor: [] },
  };
}

/** My ideas, newest first, as the server lists them. */
export const myIdeas = [myIdea(1, 'Newest idea'), myIdea(5, 'Compost tracker')];

export const submission: Submission = {
  id: 'sub-1',
  ideaId: myIdeas[1]!.id,
  ideaTitle: myIdeas[1]!.title,
  githubUrl: 'https://github.com/ada/mvp',
  description: 'A compost tracker',
  techStack: 'React',
  liveUrl: 'https://mvp.example.com',
  hasReadme: true,
  readme: '',
  credits: 110,
  submittedAt: new Date().toISOString(),
};

type Handler = (url: string, init?: RequestInit) => Response | Promise<Response>;

/**
 * Stubs fetch with `handler` (my ideas answer `ideas`, the leaderboard `leaderboard()`) and records
 * "METHOD url body" for each call.
 */
export function serve(handler: Handler, ideas: Idea[] = myIdeas, leaderboard = (): Leaderboard => ({ entries: [], me: null })) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}${init?.body ? ` ${String(init.body)}` : ''}`);
      if (url === `/api/ideas/user/${ME}`) return Response.json(ideas);
      if (url === `/api/challenges/${CHALLENGE_ID}/leaderboard`) return Response.json(leaderboard());
      return handler(url, init);
    }),
  );
  return calls;
}
