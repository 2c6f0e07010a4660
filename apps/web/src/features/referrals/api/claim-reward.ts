import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RewardListSchema, type Reward } from '@seedmatch/shared/referrals';
import { apiRequest, isRefusal } from '../../../lib/api-client';
import { rewardsKey } from './get-rewards';

/** POST /referrals/rewards/{id}/claim: answers with the updated rewards, or throws the server's message. */
function claimReward(id: string): Promise<Reward[]> {
  return apiRequest(`/referrals/rewards/${encodeURIComponent(id)}/claim`, { method: 'POST', schema: RewardListSchema });
}

export function useClaimReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimReward,
    onSuccess: (rewards) => queryClient.setQueryData(rewardsKey, rewards),
    onError: (error) => {
      console.warn('Claim failed:', error.message);
      // Refused, say as claimed already (in another tab, or a first answer lost on the way back): the list shows
      // what the server holds.
      if (isRefusal(error)) void queryClient.invalidateQueries({ queryKey: rewardsKey });
    },
  });
}
