import type { InvestorDashboard } from '@seedmatch/shared/investor';

/** The dashboard's platform-wide figures. */
export function PlatformStats({ stats }: { stats: InvestorDashboard['stats'] }) {
  const figures = [
    { label: 'Active Ideas', value: stats.activeIdeas },
    { label: 'New Builders', value: stats.newBuilders },
    { label: 'Total Swipes', value: stats.totalSwipes },
  ];
  return (
    <section aria-labelledby="platform-stats" className="rounded-card bg-gradient-to-br from-hero-start to-hero-end p-4 text-on-hero">
      <h2 id="platform-stats" className="font-semibold">
        Platform Stats
      </h2>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
        {figures.map(({ label, value }) => (
          // `justify-end`: reversed, this keeps the figures level at the top when one label wraps.
          <div key={label} className="flex flex-col-reverse justify-end rounded-xl bg-on-hero/10 p-2">
            <dt className="text-xs text-on-hero-muted">{label}</dt>
            <dd className="text-xl font-bold">{value.toLocaleString('en-US')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
