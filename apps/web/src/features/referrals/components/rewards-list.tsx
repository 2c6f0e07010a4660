import type { Reward } from '@seedmatch/shared/referrals';
import { Button } from '../../../components/ui/button';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { Skeleton } from '../../../components/ui/skeleton';
import { useClaimReward } from '../api/claim-reward';
import { useRewards } from '../api/get-rewards';

function RewardRow({
  reward,
  points,
  isClaiming,
  onClaim,
}: {
  reward: Reward;
  points: number | undefined;
  isClaiming: boolean;
  onClaim: () => void;
}) {
  const missing = points === undefined ? reward.points : Math.max(0, reward.points - points);
  const canClaim = !reward.claimed && missing === 0 && !isClaiming;
  const noteId = `reward-${reward.id}-note`;
  return (
    <li className="flex items-center gap-3 rounded-2xl border border-brand-100 p-3">
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{reward.name}</p>
        <p className="text-sm text-zinc-600">{reward.description}</p>
        <p id={noteId} className="text-xs font-medium text-brand-700">
          {reward.points} points{!reward.claimed && missing > 0 ? ` · ${missing} more needed` : ''}
        </p>
      </div>
      {reward.claimed ? (
        <span className="shrink-0 rounded-lg bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-900">Claimed</span>
      ) : (
        <Button
          size="sm"
          disabled={!canClaim}
          loading={isClaiming}
          aria-describedby={noteId}
          aria-label={`Claim ${reward.name}`}
          onClick={onClaim}
          className="shrink-0"
        >
          {isClaiming ? 'Claiming...' : 'Claim'}
        </Button>
      )}
    </li>
  );
}

/** The rewards, claimable once the user's points reach them. */
export function RewardsList({ points }: { points: number | undefined }) {
  const { data: rewards, isPending } = useRewards();
  const claim = useClaimReward();
  return (
    <section aria-labelledby="rewards-title" className="space-y-3">
      <h2 id="rewards-title" className="font-semibold">
        Rewards
      </h2>
      {isPending ? (
        <ListSkeleton
          label="Loading rewards"
          avatar={null}
          lines={['h-6', 'h-5', 'h-4']}
          gap="space-y-2"
          aside={<Skeleton className="h-7 w-16 shrink-0 rounded-lg" />}
        />
      ) : null}
      {claim.isError ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-700">
          {claim.error.message}
        </p>
      ) : null}
      {rewards ? (
        <ul aria-label="Rewards" className="space-y-2">
          {rewards.map((reward) => (
            <RewardRow
              key={reward.id}
              reward={reward}
              points={points}
              isClaiming={claim.isPending && claim.variables === reward.id}
              onClaim={() => claim.mutate(reward.id)}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
