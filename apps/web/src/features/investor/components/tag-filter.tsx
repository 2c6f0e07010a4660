import { useId, useState } from 'react';
import { Chip } from '../../../components/ui/chip';
import { useIsWide } from '../../../lib/use-is-wide';
import { collapsedTags } from '../lib/feed';

type Props = { tags: readonly string[]; active: string | null; onChange: (tag: string | null) => void };

const TOGGLE =
  'inline-flex min-h-8 shrink-0 items-center rounded-full px-3 py-1 text-label font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * "All" plus every tag; choosing the active tag again clears the filter. On a phone the chips scroll in one
 * row; from 1024 px they wrap, and past about a row (a dozen short tags, three long ones) only the first ones
 * show (with the chosen one) behind "More tags", so the feed starts near the top of the page (docs/decisions/0053).
 */
export function TagFilter({ tags, active, onChange }: Props) {
  const isWide = useIsWide();
  const [isExpanded, setIsExpanded] = useState(false);
  const groupId = useId();
  const canCollapse = isWide && collapsedTags(tags, null).length < tags.length;
  const shown = canCollapse && !isExpanded ? collapsedTags(tags, active) : tags;
  return (
    <div id={groupId} role="group" aria-label="Filter by tag" className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 lg:flex-wrap">
      <Chip selected={active === null} onClick={() => onChange(null)}>
        All
      </Chip>
      {shown.map((tag) => (
        <Chip key={tag} selected={active === tag} onClick={() => onChange(active === tag ? null : tag)}>
          {tag}
        </Chip>
      ))}
      {canCollapse ? (
        <button
          type="button"
          aria-expanded={isExpanded}
          aria-controls={groupId}
          onClick={() => setIsExpanded(!isExpanded)}
          className={TOGGLE}
        >
          {isExpanded ? 'Fewer tags' : `More tags (${tags.length - shown.length})`}
        </button>
      ) : null}
    </div>
  );
}
