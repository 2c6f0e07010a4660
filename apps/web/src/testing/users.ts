import type { Identity } from '@seedmatch/shared/auth';
import type { CurrentUser, UserStats } from '@seedmatch/shared/users';
import { NO_STATS } from '../lib/user-stats';

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
    isAdmin: false,
    ...overrides,
    preferences: { title: '', experience: '', interests: [], lookingFor: [], linkedin: '', github: '', isComplete: false, ...preferences },
  };
}

/** The identity the sign-in provider vouched for, as `/auth/session` answers it. */
export const anIdentity = (): Identity => ({ uid: 'uid-1', email: 'ada@example.com', displayName: 'Ada', photoURL: null });

/** The figures of a user who has done nothing yet, as `/user/stats` answers them. */
export const noStats = (overrides: Partial<UserStats> = {}): UserStats => ({ ...NO_STATS, ...overrides });
