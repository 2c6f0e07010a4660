import { useLayoutEffect, useRef, useState } from 'react';

/** At most this many tags on a card; the rest, and any that don't fit the line, collapse into "+N". */
const CARD_TAGS_SHOWN = 3;

const PILL = 'rounded-full px-2.5 py-1 text-xs font-medium whitespace-nowrap';
// Room kept for the "+N" pill and the gap before it.
const MORE_PILL_PX = 44;
const GAP_PX = 6;

/** How many leading pills fit `width` with room left for "+N" when some are left out; at least one. */
function fittingCount(widths: number[], width: number): number {
  const candidates = widths.slice(0, CARD_TAGS_SHOWN);
  let used = 0;
  for (let count = 0; count < candidates.length; count += 1) {
    used += candidates[count]! + (count > 0 ? GAP_PX : 0);
    const reserve = count + 1 < widths.length ? GAP_PX + MORE_PILL_PX : 0;
    if (used + reserve > width) return Math.max(1, count);
  }
  return candidates.length;
}

/**
 * The card's tags on one line: as many of the first three as fit the width (a lone long one is cut short),
 * then "+N" for the rest. An invisible copy of every pill gives their natural widths.
 */
export function CardTags({ tags, onHiddenChange }: { tags: readonly string[]; onHiddenChange: (hidden: number) => void }) {
  const rowRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(Math.min(tags.length, CARD_TAGS_SHOWN));
  useLayoutEffect(() => {
    const row = rowRef.current;
    const measure = measureRef.current;
    if (!row || !measure) return;
    const fit = () => {
      if (row.clientWidth === 0) return;
      const widths = [...measure.children].map((pill) => (pill as HTMLElement).offsetWidth);
      setShown(fittingCount(widths, row.clientWidth));
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(fit);
    observer.observe(row);
    return () => observer.disconnect();
  }, [tags]);
  useLayoutEffect(() => onHiddenChange(tags.length - shown), [tags.length, shown, onHiddenChange]);
  if (tags.length === 0) return <div className="flex-1" />;
  const hidden = tags.length - shown;
  return (
    <div ref={rowRef} className="relative min-w-0 flex-1 overflow-hidden">
      <div ref={measureRef} aria-hidden className="invisible absolute flex w-max gap-1.5">
        {tags.map((tag) => (
          <span key={tag} className={PILL}>
            {tag}
          </span>
        ))}
      </div>
      <ul aria-label="Tags" className="flex flex-nowrap gap-1.5">
        {tags.slice(0, shown).map((tag) => (
          <li key={tag} title={tag} className={`${PILL} min-w-0 truncate bg-brand-50 text-brand-900`}>
            {tag}
          </li>
        ))}
        {hidden > 0 ? (
          <li className={`${PILL} shrink-0 bg-zinc-100 font-semibold text-zinc-700`}>
            <span aria-hidden>+{hidden}</span>
            <span className="sr-only">{hidden === 1 ? '1 more tag' : `${hidden} more tags`}</span>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
