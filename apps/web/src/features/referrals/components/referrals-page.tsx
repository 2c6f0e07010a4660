import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { useReferralStats } from '../api/get-referral-stats';
import { HowPointsWork } from './how-points-work';
import { ReferralHistory } from './referral-history';
import { ReferralStats } from './referral-stats';
import { RewardsList } from './rewards-list';
import { ShareLink } from './share-link';

/** The three figures, the level card and the share link, at their own sizes, while the stats load. */
function StatsSkeleton() {
  return (
    <LoadingRegion label="Loading referrals" className="space-y-5">
      <div aria-hidden className="space-y-3">
        <div className="grid grid-cols-3 gap-2">
          <Skeleton className="h-18 rounded-2xl" />
          <Skeleton className="h-18 rounded-2xl" />
          <Skeleton className="h-18 rounded-2xl" />
        </div>
        <Skeleton className="h-22.5 rounded-2xl" />
      </div>
      <Skeleton className="h-53 rounded-2xl" />
    </LoadingRegion>
  );
}

/** The referral dashboard (docs/product.md#referrals): stats, level progress, share link, rewards and history. */
export function ReferralsPage() {
  const { data: stats, isPending } = useReferralStats();
  return (
    <div className="space-y-5 p-4 lg:grid lg:grid-cols-2 lg:items-start lg:gap-5 lg:space-y-0">
      <header className="lg:col-span-2">
        <h1 className="text-2xl font-bold">Referrals</h1>
        <p className="text-sm text-zinc-600">Invite friends, earn points, unlock rewards.</p>
      </header>
      {isPending ? <StatsSkeleton /> : null}
      {stats ? (
        <>
          <ReferralStats stats={stats} />
          <ShareLink code={stats.referralCode} />
        </>
      ) : null}
      <HowPointsWork />
      <RewardsList points={stats?.totalPoints} />
      <ReferralHistory />
    </div>
  );
}
