import { LoadingRegion, Skeleton, SkeletonLine } from '../../../components/ui/skeleton';

/** Home while the stats load: the daily-goal card at its size (goal, bar, count, two figures, two links), and the next card. */
export function HomeSkeleton() {
  return (
    <LoadingRegion label="Loading home" className="space-y-5">
      <div aria-hidden className="space-y-3 rounded-2xl border border-brand-100 p-4">
        <SkeletonLine height="h-6" width="w-1/2" />
        <Skeleton className="h-2 rounded-full" />
        <SkeletonLine width="w-1/3" />
        <div className="grid grid-cols-2 gap-3">
          <Skeleton className="h-20 rounded-2xl" />
          <Skeleton className="h-20 rounded-2xl" />
        </div>
        <div className="grid grid-cols-2 gap-3">
          <Skeleton className="h-12 rounded-xl" />
          <Skeleton className="h-12 rounded-xl" />
        </div>
      </div>
      <Skeleton className="h-40 rounded-2xl" />
    </LoadingRegion>
  );
}
