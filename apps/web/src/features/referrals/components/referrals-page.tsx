import { Spinner } from '../../../components/ui/spinner';
import { useReferralStats } from '../api/get-referral-stats';
import { HowPointsWork } from './how-points-work';
import { ReferralHistory } from './referral-history';
import { ReferralStats } from './referral-stats';
import { RewardsList } from './rewards-list';
import { ShareLink } from './share-link';

/** The referral dashboard (docs/product.md#referrals): stats, level progress, share link, rewards and history. */
export function ReferralsPage() {
  const { data: stats, isPending } = useReferralStats();
  return (
    <div className="space-y-5 p-4">
      <header>
        <h1 className="text-2xl font-bold">Referrals</h1>
        <p className="text-sm text-zinc-600">Invite friends, earn points, unlock rewards.</p>
      </header>
      {isPending ? <Spinner label="Loading referrals" /> : null}
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
