import { Heart } from 'lucide-react';
import type { Idea } from '@seedmatch/shared/ideas';
import { Icon } from '../../../components/ui/icon';

/** These three are fixed client values (docs/product.md#deck): a quiet row, not a feature of the idea. */
const CARD_FACTS = [
  ['Category', 'Startup'],
  ['Difficulty', 'Medium'],
  ['Potential', '$10M+'],
] as const;

/** The fixed facts, each with its visible label, and the like count, in a quiet footer. */
export function CardFacts({ idea }: { idea: Idea }) {
  return (
    <div className="flex items-end justify-between gap-3 text-xs text-zinc-500">
      <dl className="flex min-w-0 flex-wrap gap-x-3 gap-y-0.5">
        {CARD_FACTS.map(([label, value]) => (
          <div key={label} className="flex gap-x-1">
            <dt>{label}</dt>
            <dd className="font-semibold text-zinc-700">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="flex shrink-0 items-center gap-1 font-medium text-zinc-600">
        <Icon icon={Heart} size={12} className="fill-current" />
        {idea.swipeRights} {idea.swipeRights === 1 ? 'like' : 'likes'}
      </p>
    </div>
  );
}
