import type { PublicConfig } from '@seedmatch/shared/auth';

/** What `/config` tells the client: the contact addresses and how people sign in. */
export const publicConfig = (overrides: Partial<PublicConfig> = {}): PublicConfig => ({
  supportEmail: 'help@seed.test',
  privacyEmail: 'privacy@seed.test',
  signInProvider: 'local',
  ...overrides,
});
