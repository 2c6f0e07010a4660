const PILLS = { light: 'bg-brand-50 text-brand-900', tinted: 'bg-brand-100 text-brand-900', hero: 'bg-on-hero/15 text-on-hero' };

/**
 * Tags as small pills; `tone` suits a plain card, a tinted one (brand-50) or a hero card. With `max`, the
 * first `max` tags show and the rest collapse to "+N". A tag too long for the line (30 characters without
 * a space) is cut with an ellipsis rather than pushing the card wider than the screen; its whole text is
 * its tooltip.
 */
export function TagList({
  tags,
  tone = 'light',
  label = 'Tags',
  max,
}: {
  tags: readonly string[];
  tone?: 'light' | 'tinted' | 'hero';
  label?: string;
  max?: number;
}) {
  if (tags.length === 0) return null;
  const pill = PILLS[tone];
  const shown = max === undefined ? tags : tags.slice(0, max);
  const hidden = tags.length - shown.length;
  return (
    <ul aria-label={label} className="flex min-w-0 flex-wrap gap-2">
      {shown.map((tag) => (
        <li key={tag} title={tag} className={`max-w-full truncate rounded-full px-3 py-1 text-xs font-medium ${pill}`}>
          {tag}
        </li>
      ))}
      {hidden > 0 ? (
        <li aria-label={`${hidden} more tags`} className={`rounded-full px-3 py-1 text-xs font-medium ${pill}`}>
          {`+${hidden}`}
        </li>
      ) : null}
    </ul>
  );
}
