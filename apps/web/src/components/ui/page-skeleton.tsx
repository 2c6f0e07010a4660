import { LoadingRegion, Skeleton, SkeletonLine } from './skeleton';

/** A screen whose shape is not known yet (its code, or the kept cache, still loading): a title, a line, a few blocks. */
export function PageSkeleton({ label = 'Loading' }: { label?: string }) {
  return (
    <LoadingRegion label={label} className="space-y-5 p-4" waitsForData={false}>
      <div aria-hidden>
        <SkeletonLine height="h-8" width="w-1/2 max-w-60" bar="h-6" />
        <SkeletonLine width="w-3/4 max-w-80" />
      </div>
      <Skeleton className="h-40 rounded-2xl" />
      <Skeleton className="h-24 rounded-2xl" />
      <Skeleton className="h-24 rounded-2xl" />
    </LoadingRegion>
  );
}
