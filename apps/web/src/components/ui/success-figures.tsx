/** Static marketing figures (docs/product.md#marketing-figures), shown on the landing page and in how-it-works. */
const FIGURES = [
  { value: '78%', label: 'launch rate' },
  { value: '3 days', label: 'average launch' },
  { value: '500+', label: 'startups' },
] as const;

export function SuccessFigures({ title, titleId }: { title: string; titleId: string }) {
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-card bg-gradient-to-br from-hero-start to-hero-end p-4 text-on-hero shadow-(--elevation-raised)"
    >
      <h2 id={titleId} className="text-center text-sm font-semibold tracking-wide text-on-hero-muted uppercase">
        {title}
      </h2>
      <ul className="mt-3 grid grid-cols-3 gap-2 text-center">
        {FIGURES.map((figure) => (
          <li key={figure.label} className="flex flex-col items-center">
            <span className="text-2xl font-extrabold">{figure.value}</span>{' '}
            <span className="text-xs text-on-hero-muted">{figure.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
