import { useCallback, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { ALL_IDEAS } from '@seedmatch/shared/deck';
import { Icon } from '../../../components/ui/icon';
import { useEscape } from '../../../lib/use-escape';
import { useDeckFilter } from '../api/deck-filter';
import { DeckFilterPanel } from './deck-filter-panel';
import { summarizeFilter } from './deck-filter-summary';

/** The deck's filter: a compact button showing the current choice, opening a panel to change it. */
export function DeckFilterControl({ onChanged }: { onChanged: () => void }) {
  const { data: filter = ALL_IDEAS } = useDeckFilter();
  const [isOpen, setIsOpen] = useState(false);
  const close = useCallback(() => setIsOpen(false), []);
  useEscape(close);

  return (
    <div className="relative min-w-0">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls="deck-filter-panel"
        onClick={() => setIsOpen((open) => !open)}
        className="flex min-h-11 max-w-full items-center gap-1 rounded-full border border-zinc-300 bg-white px-4 text-sm text-zinc-800 hover:border-brand-600"
      >
        <span className="shrink-0 font-semibold">Filter:</span>
        <span className="truncate">{summarizeFilter(filter)}</span>
        <Icon icon={ChevronDown} size={16} className="shrink-0 text-zinc-500" />
      </button>
      {isOpen ? (
        <DeckFilterPanel
          current={filter}
          onDone={(changed) => {
            close();
            if (changed) onChanged();
          }}
        />
      ) : null}
    </div>
  );
}
