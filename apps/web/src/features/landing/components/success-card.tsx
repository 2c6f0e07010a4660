/** Static marketing figures from the spec (§1): how SeedMatch founders do. */
const FIGURES = [
  { value: '78%', label: 'launch rate' },
  { value: '3 days', label: 'average launch' },
  { value: '500+', label: 'startups' },
] as const;

export function SuccessCard() {
  return (
    <section
      aria-labelledby="success-title"
      className="rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 p-4 text-white shadow-md"
    >
      <h2 id="success-title" className="text-center text-sm font-semibold uppercase tracking-wide text-brand-100">
        SeedMatch success rate
      </h2>
      <ul className="mt-3 grid grid-cols-3 gap-2 text-center">
        {FIGURES.map((figure) => (
          <li key={figure.label} className="flex flex-col items-center">
            <span className="text-2xl font-extrabold">{figure.value}</span>{' '}
            <span className="text-xs text-brand-100">{figure.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
