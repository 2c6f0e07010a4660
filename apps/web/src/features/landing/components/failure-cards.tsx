import { Ban, Target, UserX } from 'lucide-react';
import { Icon } from '../../../components/ui/icon';

/** Static marketing figures (docs/product.md#marketing-figures): why startups fail. */
const CAUSES = [
  { label: 'No co-founder', value: '23%', icon: UserX },
  { label: 'Wrong market fit', value: '42%', icon: Target },
  { label: 'Never launch', value: '28%', icon: Ban },
] as const;

export function FailureCards() {
  return (
    <section aria-labelledby="failure-title" className="rounded-2xl border border-red-100 bg-red-50 p-4">
      <h2 id="failure-title" className="text-center text-2xl font-extrabold text-red-700">
        93% of startups fail
      </h2>
      <p className="mt-1 text-center text-sm text-zinc-700">Here&apos;s why:</p>
      <ul className="mt-3 grid grid-cols-3 gap-2">
        {CAUSES.map((cause) => (
          <li key={cause.label} className="flex flex-col-reverse items-center gap-1 rounded-xl bg-white p-3 text-center shadow-sm">
            {/* The label comes first in the text ("No co-founder 23%"); the figure shows on top. */}
            <span className="text-xs font-medium leading-tight text-zinc-700">{cause.label}</span>{' '}
            <span className="text-xl font-bold text-red-700">{cause.value}</span>
            <Icon icon={cause.icon} size={22} className="text-red-600" />
          </li>
        ))}
      </ul>
    </section>
  );
}
