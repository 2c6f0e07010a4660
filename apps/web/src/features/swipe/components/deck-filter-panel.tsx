import { useState } from 'react';
import type { DeckFilter } from '@seedmatch/shared/deck';
import { TagInput } from '../../../components/ui/tag-input';
import { useAuth } from '../../../lib/auth/auth-context';
import { useSaveDeckFilter } from '../api/deck-filter';
import { FILTER_LABELS } from './deck-filter-summary';
import { Button } from '../../../components/ui/button';

type Mode = DeckFilter['mode'];
const MODES: Mode[] = ['all', 'interests', 'tags'];

/** The filter's choices; Apply saves on the server, then `onDone(true)` starts the deck afresh. */
export function DeckFilterPanel({ current, onDone }: { current: DeckFilter; onDone: (changed: boolean) => void }) {
  const { user } = useAuth();
  const [mode, setMode] = useState<Mode>(current.mode);
  const [tags, setTags] = useState<string[]>(current.mode === 'tags' ? current.tags : []);
  const save = useSaveDeckFilter(() => onDone(true));
  const suggestions = [...(user?.skills ?? []), ...(user?.preferences.interests ?? [])].filter(
    (tag, i, all) =>
      all.findIndex((other) => other.toLowerCase() === tag.toLowerCase()) === i && !tags.some((t) => t.toLowerCase() === tag.toLowerCase()),
  );
  const canApply = mode !== 'tags' || tags.length > 0;

  return (
    <form
      id="deck-filter-panel"
      aria-label="Deck filter"
      onSubmit={(event) => {
        event.preventDefault();
        if (canApply) save.mutate(mode === 'tags' ? { mode, tags } : { mode });
      }}
      className="absolute top-full left-0 z-30 mt-2 flex w-[min(20rem,calc(100vw-2rem))] flex-col gap-3 rounded-2xl bg-white p-4 shadow-xl ring-1 ring-zinc-200"
    >
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-semibold text-zinc-900">Show ideas</legend>
        {MODES.map((value) => (
          <label
            key={value}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-2 text-sm text-zinc-800 hover:bg-zinc-50"
          >
            <input
              type="radio"
              name="deck-filter"
              value={value}
              checked={mode === value}
              onChange={() => setMode(value)}
              className="h-4 w-4 accent-brand-700"
            />
            {FILTER_LABELS[value]}
          </label>
        ))}
      </fieldset>
      {mode === 'tags' ? (
        <div className="flex flex-col gap-2">
          <TagInput tags={tags} onChange={setTags} id="deck-filter-tag" placeholder="e.g. AI, Climate" />
          {suggestions.length > 0 ? (
            <ul aria-label="Suggested tags" className="flex flex-wrap gap-2">
              {suggestions.slice(0, 6).map((tag) => (
                <li key={tag}>
                  <button
                    type="button"
                    onClick={() => setTags([...tags, tag].slice(0, 10))}
                    className="max-w-[16rem] truncate rounded-full border border-brand-600 px-3 py-2 text-xs text-brand-700"
                  >
                    + {tag}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {save.error ? (
        <p role="alert" className="text-sm text-red-700">
          {save.error.message}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={() => onDone(false)} className="text-label">
          Cancel
        </Button>
        <Button type="submit" disabled={!canApply} loading={save.isPending} className="text-label">
          Apply
        </Button>
      </div>
    </form>
  );
}
