import { describe, expect, it } from 'vitest';
import { parseReferralCode } from '@seedmatch/shared/referral-code';
import { fallbackReferralStats } from './get-referral-stats';

describe('fallbackReferralStats', () => {
  it('gives the spec defaults with a generated code in the spec format', () => {
    const stats = fallbackReferralStats('Ada Lovelace', undefined, Date.UTC(2026, 10, 1));
    expect(stats).toMatchObject({ totalReferrals: 0, activeReferrals: 0, totalPoints: 0, level: 'Seed Planter', nextLevelPoints: 100 });
    expect(stats.referralCode).toMatch(/^SEED-ADA-/);
    expect(parseReferralCode(stats.referralCode)).toBe(stats.referralCode);
  });

  it("keeps the user's own code when it is known", () => {
    expect(fallbackReferralStats('Ada', 'SEED-ADA-1-ABC', 0).referralCode).toBe('SEED-ADA-1-ABC');
  });
});
