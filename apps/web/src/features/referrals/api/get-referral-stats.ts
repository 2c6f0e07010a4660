import { useQuery } from '@tanstack/react-query';
import { makeReferralCode } from '@seedmatch/shared/referral-code';
import { LEVELS, ReferralStatsSchema, type ReferralStats } from '@seedmatch/shared/referrals';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';

const referralStatsKey = ['referrals', 'stats'] as const;

/**
 * The defaults when stats fail (docs/product.md#levels-and-rewards). The user's own code is kept when we
 * know it, so the share link still works; otherwise a code is generated in the format of
 * docs/product.md#referrals.
 */
export function fallbackReferralStats(name: string, knownCode: string | undefined, now: number): ReferralStats {
  return {
    totalReferrals: 0,
    activeReferrals: 0,
    totalPoints: 0,
    level: LEVELS[0].name,
    nextLevelPoints: LEVELS[1].min,
    referralCode: knownCode || makeReferralCode(name, now),
  };
}

/** GET /referrals/stats, with the defaults of docs/product.md#levels-and-rewards on failure. */
async function getReferralStats(name: string, knownCode?: string): Promise<ReferralStats> {
  try {
    return await apiRequest('/referrals/stats', { schema: ReferralStatsSchema });
  } catch (error) {
    console.warn('Could not load referral stats:', error);
    return fallbackReferralStats(name, knownCode, Date.now());
  }
}

export function useReferralStats() {
  const { user } = useAuth();
  const name = user?.name ?? '';
  const code = user?.referralCode;
  return useQuery({ queryKey: referralStatsKey, queryFn: () => getReferralStats(name, code) });
}
