import type { CurrentUser } from '@seedmatch/shared/users';

/** A signed-in user for component tests; override what a test cares about. */
export function aUser(overrides: Partial<CurrentUser> = {}, preferences: Partial<CurrentUser['preferences']> = {}): CurrentUser {
  return {
    id: 'u1',
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    avatarUrl: null,
    bio: '',
    skills: [],
    timezone: '',
    role: 'FOUNDER',
    referralCode: 'SEED-ADA-1-ABC',
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
    preferences: { title: '', experience: '', interests: [], lookingFor: [], linkedin: '', github: '', isComplete: false, ...preferences },
  };
}
