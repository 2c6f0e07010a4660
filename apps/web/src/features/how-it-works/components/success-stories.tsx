import { FIGURES, STORIES } from '../lib/content';

/** Marketing copy: illustrative stories and the landing page's figures. */
export function SuccessStories() {
  return (
    <>
      <section aria-labelledby="figures-title" className="rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 p-4 text-white shadow-md">
        <h2 id="figures-title" className="text-center text-sm font-semibold uppercase tracking-wide text-brand-100">
          SeedMatch by the numbers
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
      <section aria-labelledby="stories-title" className="space-y-3">
        <div>
          <h2 id="stories-title" className="font-semibold">Success stories</h2>
          <p className="text-xs text-zinc-500">Illustrative examples of what founders build with SeedMatch.</p>
        </div>
        <ul className="space-y-3">
          {STORIES.map((story) => (
            <li key={story.startup}>
              <figure className="rounded-2xl border border-brand-100 p-4">
                <blockquote className="text-sm text-zinc-700">“{story.quote}”</blockquote>
                <figcaption className="mt-2 text-xs font-semibold text-brand-700">
                  {story.name}, {story.startup}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
