/** Tags as small pills; `tone` suits a light card or a dark one. */
export function TagList({ tags, tone = 'light', label = 'Tags' }: { tags: readonly string[]; tone?: 'light' | 'dark'; label?: string }) {
  if (tags.length === 0) return null;
  const pill = tone === 'dark' ? 'bg-white/15 text-white' : 'bg-brand-50 text-brand-900';
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag} className={`rounded-full px-3 py-1 text-xs font-medium ${pill}`}>
          {tag}
        </li>
      ))}
    </ul>
  );
}
