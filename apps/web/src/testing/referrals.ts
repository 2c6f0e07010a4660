import { REWARDS, type ReferralHistoryItem, type ReferralStats, type Reward } from '@seedmatch/shared/referrals';

/** A founder four referrals in, between levels; override what a test looks at. */
export const referralStats = (overrides: Partial<ReferralStats> = {}): ReferralStats => ({
  totalReferrals: 4,
  activeReferrals: 2,
  totalPoints: 175,
  level: 'Seed Spreader',
  nextLevelPoints: 500,
  referralCode: 'SEED-ADA-K3X9-Q7Z',
  ...overrides,
});

/** The catalogue's rewards, those named in `claimed` already claimed. */
export const rewards = (claimed: string[] = ['priority-matching']): Reward[] =>
  REWARDS.map((reward) => ({ ...reward, claimed: claimed.includes(reward.id) }));

export const referralHistory: ReferralHistoryItem[] = [
  { name: 'Grace Hopper', status: 'Active', joinDate: '2026-11-02T10:00:00.000Z', points: 75, matched: true },
  { name: 'Alan Turing', status: 'Joined', joinDate: '2026-11-03T10:00:00.000Z', points: 25, matched: false },
];
