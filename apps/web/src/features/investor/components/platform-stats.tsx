import type { InvestorDashboard } from '@seedmatch/shared/investor';

/** The dashboard's platform-wide figures. */
export function PlatformStats({ stats }: { stats: InvestorDashboard['stats'] }) {
  const figures = [
    { label: 'Active Ideas', value: stats.activeIdeas },
    { label: 'New Builders', value: stats.newBuilders },
    { label: 'Total Swipes', value: stats.totalSwipes },
  ];
  return (
    <section aria-labelledby="platform-stats" className="rounded-2xl bg-brand-900 p-4 text-white">
      <h2 id="platform-stats" className="font-semibold">
        Platform Stats
      </h2>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
        {figures.map(({ label, value }) => (
          <div key={label} className="flex flex-col-reverse rounded-xl bg-white/10 p-2">
            <dt className="text-xs text-brand-100">{label}</dt>
            <dd className="text-xl font-bold">{value.toLocaleString('en-US')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
