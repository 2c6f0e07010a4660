import type { ReferralStats as Stats } from '@seedmatch/shared/referrals';
import { levelProgress } from '../lib/level-progress';

function Stat({ label, value }: { label: string; value: number }) {
  return (
    // Reversed, the label is read after its number; `justify-end` keeps the numbers at the top, level with each
    // other, when the other labels wrap to two lines.
    <div className="flex flex-col-reverse justify-end rounded-2xl bg-brand-50 p-3 text-center">
      <dt className="text-xs text-zinc-600">{label}</dt>
      <dd className="text-2xl font-bold text-brand-900">{value}</dd>
    </div>
  );
}

/** Total and active referrals, points, and the progress toward the next level. */
export function ReferralStats({ stats }: { stats: Stats }) {
  const progress = levelProgress(stats);
  return (
    <section aria-labelledby="referral-stats-title" className="space-y-3">
      <h2 id="referral-stats-title" className="sr-only">
        Your stats
      </h2>
      <dl className="grid grid-cols-3 gap-2">
        <Stat label="Total referrals" value={stats.totalReferrals} />
        <Stat label="Active referrals" value={stats.activeReferrals} />
        <Stat label="Points" value={stats.totalPoints} />
      </dl>
      <div className="space-y-2 rounded-2xl border border-brand-100 p-4">
        <p className="text-sm text-zinc-600">
          Level: <span className="font-semibold text-brand-900">{progress.level}</span>
        </p>
        <div
          role="progressbar"
          aria-label="Level progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress.percent}
          className="h-2 overflow-hidden rounded-full bg-brand-100"
        >
          <div className="h-full bg-brand-600 transition-[width] motion-reduce:transition-none" style={{ width: `${progress.percent}%` }} />
        </div>
        <p className="text-sm text-zinc-600">
          {progress.nextLevel
            ? `${stats.totalPoints}/${stats.nextLevelPoints} points to ${progress.nextLevel}`
            : `${stats.totalPoints} points: top level reached`}
        </p>
      </div>
    </section>
  );
}
