type Props = { tags: readonly string[]; active: string | null; onChange: (tag: string | null) => void };

const chip = 'shrink-0 rounded-full px-3 py-1 text-sm font-medium transition-colors';
const on = `${chip} bg-brand-700 text-white`;
const off = `${chip} bg-brand-50 text-brand-900 hover:bg-brand-100`;

/** "All" plus every tag; choosing the active tag again clears the filter. */
export function TagFilter({ tags, active, onChange }: Props) {
  return (
    <div role="group" aria-label="Filter by tag" className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 lg:flex-wrap">
      <button type="button" aria-pressed={active === null} onClick={() => onChange(null)} className={active === null ? on : off}>
        All
      </button>
      {tags.map((tag) => (
        <button
          key={tag}
          type="button"
          aria-pressed={active === tag}
          onClick={() => onChange(active === tag ? null : tag)}
          className={active === tag ? on : off}
        >
          {tag}
        </button>
      ))}
    </div>
  );
}
