import { Heart } from 'lucide-react';
import { Icon } from '../../../components/ui/icon';

/** The heart on a card: adds the item to the investor's shortlist or removes it. */
export function ShortlistToggle({ isShortlisted, onToggle }: { isShortlisted: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      aria-label={isShortlisted ? 'Remove from shortlist' : 'Add to shortlist'}
      aria-pressed={isShortlisted}
      onClick={onToggle}
      className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-full transition-colors ${
        isShortlisted ? 'bg-rose-50 text-rose-600' : 'bg-zinc-100 text-zinc-400 hover:text-rose-500'
      }`}
    >
      <Icon icon={Heart} size={22} className={isShortlisted ? 'fill-current' : undefined} />
    </button>
  );
}
