import { Fragment } from 'react';
import { Handshake, Lightbulb } from 'lucide-react';
import { Icon } from '../../../components/ui/icon';

const TILES = [
  { title: 'Swipe Ideas', text: 'Swipe on validated market-fit ideas', icon: Lightbulb },
  { title: 'Find Co-founders', text: 'Find co-founders with complementary skills', icon: Handshake },
] as const;

/** The landing page's two feature tiles. */
export function FeatureTiles() {
  return (
    <section aria-labelledby="features-title">
      <h2 id="features-title" className="sr-only">
        Features
      </h2>
      <ul className="grid grid-cols-2 gap-3">
        {TILES.map((tile) => (
          <li key={tile.title} className="rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm">
            <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon icon={tile.icon} size={22} />
            </span>
            {/* A title breaks at its spaces only: "Co-" alone at a line's end reads badly on a 320 px phone. */}
            <h3 className="mt-2 font-semibold text-zinc-900">
              {tile.title.split(' ').map((word, index) => (
                <Fragment key={word}>
                  {index > 0 ? ' ' : null}
                  <span className="whitespace-nowrap">{word}</span>
                </Fragment>
              ))}
            </h3>
            <p className="mt-1 text-xs leading-snug text-zinc-600">{tile.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
