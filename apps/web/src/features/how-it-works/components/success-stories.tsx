import { SuccessFigures } from '../../../components/ui/success-figures';
import { STORIES } from '../lib/content';

/** Marketing copy: illustrative stories and the landing page's figures. */
export function SuccessStories() {
  return (
    <>
      <SuccessFigures title="SeedMatch by the numbers" titleId="figures-title" />
      <section aria-labelledby="stories-title" className="space-y-3">
        <div>
          <h2 id="stories-title" className="font-semibold">
            Success stories
          </h2>
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
