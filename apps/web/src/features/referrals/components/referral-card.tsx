import { ButtonLink } from '../../../components/ui/button';
import { useReferralStats } from '../api/get-referral-stats';

/** The home screen's referral summary: points, level and a way in to the dashboard. */
export function ReferralCard() {
  const { data: stats } = useReferralStats();
  return (
    <section aria-labelledby="referral-card-title" className="space-y-3 rounded-2xl border border-brand-100 p-4">
      <h2 id="referral-card-title" className="font-semibold">
        Referrals
      </h2>
      <dl className="grid grid-cols-2 gap-3">
        <div className="flex flex-col-reverse rounded-2xl bg-brand-50 p-3 text-center">
          <dt className="text-xs text-zinc-600">Points</dt>
          <dd className="text-2xl font-bold text-brand-900">{stats ? stats.totalPoints : '–'}</dd>
        </div>
        <div className="flex flex-col-reverse justify-end rounded-2xl bg-brand-50 p-3 text-center">
          <dt className="text-xs text-zinc-600">Level</dt>
          <dd className="flex flex-1 items-center justify-center font-bold text-brand-900">{stats ? stats.level : '–'}</dd>
        </div>
      </dl>
      <ButtonLink to="/app/referrals" size="lg" fullWidth>
        Invite friends
      </ButtonLink>
    </section>
  );
}
