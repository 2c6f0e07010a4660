import { useQuery } from '@tanstack/react-query';
import { REWARDS, RewardListSchema, type Reward } from '@seedmatch/shared/referrals';
import { apiRequest } from '../../../lib/api-client';

export const rewardsKey = ['referrals', 'rewards'] as const;

/** The three rewards to fall back to (docs/product.md#levels-and-rewards), none claimed. */
const FALLBACK_REWARDS: Reward[] = REWARDS.map((reward) => ({ ...reward, claimed: false }));

/** GET /referrals/rewards, with the fallback rewards on failure. */
async function getRewards(): Promise<Reward[]> {
  try {
    return await apiRequest('/referrals/rewards', { schema: RewardListSchema });
  } catch (error) {
    console.warn('Could not load rewards:', error);
    return FALLBACK_REWARDS;
  }
}

export function useRewards() {
  return useQuery({ queryKey: rewardsKey, queryFn: getRewards });
}
