import { useState, type KeyboardEvent } from 'react';
import { normalizeTags } from '@seedmatch/shared/ideas';
import { Plus, X } from 'lucide-react';
import { IconButton } from './icon-button';

type Props = {
  tags: string[];
  onChange: (tags: string[]) => void;
  /** The field's label; the list of added items is labelled "Added {label lower-cased}". */
  label?: string;
  id?: string;
  placeholder?: string;
  maxItems?: number;
  maxLength?: number;
};

/**
 * A list of short entries added with Enter or the plus button (commas separate several at once, as the
 * placeholders show), removed one by one; trimmed, duplicates ignored.
 */
export function TagInput({
  tags,
  onChange,
  label = 'Tags',
  id = 'idea-tag',
  placeholder = 'e.g. AI, Fintech',
  maxItems = 10,
  maxLength = 30,
}: Props) {
  const [draft, setDraft] = useState('');
  const isFull = tags.length >= maxItems;

  const add = () => {
    if (!draft.trim() || isFull) return;
    onChange(normalizeTags([...tags, ...draft.split(',')]).slice(0, maxItems));
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-zinc-800">
        {label}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          value={draft}
          maxLength={maxLength}
          disabled={isFull}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={isFull ? `Up to ${maxItems}` : placeholder}
          className="min-w-0 flex-1 rounded-control border border-zinc-300 px-3 py-2 focus:border-brand-600"
        />
        <IconButton
          icon={Plus}
          variant="soft"
          onClick={add}
          disabled={isFull || !draft.trim()}
          label={`Add ${label === 'Tags' ? 'tag' : label.toLowerCase()}`}
        />
      </div>
      {tags.length > 0 ? (
        <ul aria-label={`Added ${label.toLowerCase()}`} className="mt-2 flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li key={tag} className="flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900">
              <span className="min-w-0 [overflow-wrap:anywhere]">{tag}</span>
              <IconButton
                icon={X}
                size="sm"
                onClick={() => onChange(tags.filter((t) => t !== tag))}
                label={`Remove ${label === 'Tags' ? 'tag' : label.toLowerCase()} ${tag}`}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
