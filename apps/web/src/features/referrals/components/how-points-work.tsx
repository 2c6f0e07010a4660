import { REFERRAL_POINTS } from '@seedmatch/shared/referrals';

const WAYS = [
  { label: 'Friend joins', points: REFERRAL_POINTS.joined },
  { label: 'Friend matched', points: REFERRAL_POINTS.matched },
  { label: 'Friend launches a startup', points: REFERRAL_POINTS.launched },
] as const;

/** How referral points are earned (docs/product.md#referrals): each once per friend. */
export function HowPointsWork() {
  return (
    <section aria-labelledby="earn-title" className="space-y-2 rounded-2xl bg-brand-50 p-4">
      <h2 id="earn-title" className="font-semibold">
        How to earn points
      </h2>
      <ul className="space-y-1 text-sm">
        {WAYS.map((way) => (
          <li key={way.label} className="flex justify-between">
            <span>{way.label}</span> <span className="font-semibold text-brand-700">+{way.points}</span>
          </li>
        ))}
      </ul>
      <p className="text-xs text-zinc-600">Each counts once per friend.</p>
    </section>
  );
}
