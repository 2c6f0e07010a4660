import { Link } from 'react-router';
import type { Idea } from '@seedmatch/shared/ideas';
import { LoadingRegion, Skeleton, SkeletonLine } from '../../../components/ui/skeleton';

const select =
  'w-full min-h-11 rounded-xl border border-zinc-300 bg-white px-3 py-2 text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100';

type Props = { ideas: readonly Idea[] | undefined; error: Error | null; value: string; onChange: (ideaId: string) => void };

/** Which of my ideas the MVP ships: a select of them (the caller preselects the newest), or a way to plant one. */
export function IdeaPicker({ ideas, error, value, onChange }: Props) {
  if (error)
    return (
      <p role="alert" className="text-sm text-red-700">
        {error.message}
      </p>
    );
  if (!ideas) {
    return (
      <LoadingRegion label="Loading your ideas..." className="space-y-1">
        <SkeletonLine width="w-40" />
        <Skeleton className="h-11 rounded-xl" />
      </LoadingRegion>
    );
  }
  if (ideas.length === 0) {
    return (
      <div role="status" className="space-y-2 rounded-xl bg-brand-50 p-3 text-sm text-zinc-700">
        <p>You have no ideas yet. An MVP ships one of your ideas, so submit one first.</p>
        <Link to="/app/submit-idea" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
          Submit an idea
        </Link>
      </div>
    );
  }
  return (
    <label className="block space-y-1 text-sm font-medium">
      <span>Idea this MVP ships</span>
      <select value={value} onChange={(e) => onChange(e.target.value)} className={`${select} truncate`}>
        {ideas.map((idea) => (
          <option key={idea.id} value={idea.id}>
            {idea.title}
          </option>
        ))}
      </select>
    </label>
  );
}
