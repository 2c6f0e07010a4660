import type { Idea } from '@seedmatch/shared/ideas';
import { TagList } from '../../../components/ui/tag-list';

/** The spec keeps these three as fixed client values (§3). */
const CARD_FACTS = [
  ['Category', 'Startup'],
  ['Difficulty', 'Medium'],
  ['Potential', '$10M+'],
] as const;

export function IdeaCard({ idea }: { idea: Idea }) {
  return (
    <article aria-label={idea.title} className="flex h-full flex-col rounded-3xl bg-white p-6 shadow-xl ring-1 ring-brand-100">
      <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">by {idea.user.name}</p>
      <h2 className="mt-2 text-2xl font-extrabold break-words text-zinc-900">{idea.title}</h2>
      <p className="mt-3 flex-1 text-base break-words text-zinc-700">{idea.description}</p>
      <div className="mt-4">
        <TagList tags={idea.tags} />
      </div>
      <dl className="mt-5 grid grid-cols-3 gap-2 border-t border-zinc-100 pt-4 text-center text-xs">
        {CARD_FACTS.map(([label, value]) => (
          <div key={label}>
            <dt className="text-zinc-500">{label}</dt>
            <dd className="font-semibold text-zinc-800">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-center text-sm text-zinc-600">
        <span aria-hidden>♥ </span>
        {idea.swipeRights} {idea.swipeRights === 1 ? 'like' : 'likes'}
      </p>
    </article>
  );
}
