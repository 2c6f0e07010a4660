import { vi } from 'vitest';
import type { Challenge, Submission } from '@seedmatch/shared/challenge';

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
  return { joined: true, joinedAt: new Date(joinedAt).toISOString(), canSubmitAt: new Date(joinedAt + 30 * 60_000).toISOString(), submission };
}

export const submission: Submission = {
  id: 'sub-1',
  githubUrl: 'https://github.com/ada/mvp',
  description: 'A compost tracker',
  techStack: 'React',
  liveUrl: 'https://mvp.example.com',
  hasReadme: true,
  credits: 110,
  submittedAt: new Date().toISOString(),
};

type Handler = (url: string, init?: RequestInit) => Response | Promise<Response>;

/** Stubs fetch with `handler` and records "METHOD url body" for each call. */
export function serve(handler: Handler) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}${init?.body ? ` ${String(init.body)}` : ''}`);
      return handler(url, init);
    }),
  );
  return calls;
}
