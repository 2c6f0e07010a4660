const TILES = [
  { title: 'Swipe Ideas', text: 'Swipe on validated market-fit ideas', icon: '💡' },
  { title: 'Find Co-founders', text: 'Find co-founders with complementary skills', icon: '🤝' },
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
            <span className="text-2xl" aria-hidden>
              {tile.icon}
            </span>
            <h3 className="mt-2 font-semibold text-zinc-900">{tile.title}</h3>
            <p className="mt-1 text-xs leading-snug text-zinc-600">{tile.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
