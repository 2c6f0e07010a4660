import { Chip } from '../../../components/ui/chip';

type Props = { tags: readonly string[]; active: string | null; onChange: (tag: string | null) => void };

/** "All" plus every tag; choosing the active tag again clears the filter. */
export function TagFilter({ tags, active, onChange }: Props) {
  return (
    <div role="group" aria-label="Filter by tag" className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 lg:flex-wrap">
      <Chip selected={active === null} onClick={() => onChange(null)}>
        All
      </Chip>
      {tags.map((tag) => (
        <Chip key={tag} selected={active === tag} onClick={() => onChange(active === tag ? null : tag)}>
          {tag}
        </Chip>
      ))}
    </div>
  );
}
