import { LARGE_ROUND } from '../../../components/ui/icon-button';
import { LoadingRegion, Skeleton, SkeletonLine, TagsSkeleton } from '../../../components/ui/skeleton';

/** The deck while its first cards load: a card and the Pass and Like buttons where the real ones come. */
export function DeckSkeleton() {
  return (
    <LoadingRegion label="Loading ideas" className="flex min-h-0 flex-1 flex-col gap-3">
      <div
        aria-hidden
        className="mb-2.5 flex min-h-0 flex-1 flex-col gap-3 overflow-hidden rounded-3xl bg-white p-4 shadow-xl ring-1 ring-brand-100 sm:p-5"
      >
        <div className="flex min-h-11 items-center gap-3 py-1">
          <Skeleton className="h-11 w-11 shrink-0 rounded-full" />
          <div className="min-w-0 flex-1">
            <SkeletonLine width="w-2/5" />
            <SkeletonLine height="h-4" width="w-3/5" />
            <SkeletonLine height="h-4" width="w-1/2" />
          </div>
        </div>
        <div className="shrink-0">
          <SkeletonLine height="h-6 sm:h-7" width="w-4/5" bar="h-5" />
          <SkeletonLine height="h-6 sm:h-7" width="w-1/2" bar="h-5" />
        </div>
        <div className="min-h-6 flex-1 overflow-hidden">
          {['w-full', 'w-11/12', 'w-full', 'w-3/4', 'w-5/6', 'w-2/3'].map((width, index) => (
            <SkeletonLine key={index} height="h-6" width={width} />
          ))}
        </div>
        <div className="flex min-h-11 shrink-0 items-center">
          <TagsSkeleton />
        </div>
        <div className="flex items-center justify-between gap-3">
          <SkeletonLine height="h-4" width="w-40" />
          <SkeletonLine height="h-4" width="w-14" />
        </div>
      </div>
      <div aria-hidden className="flex shrink-0 justify-center gap-8">
        <Skeleton className={LARGE_ROUND} />
        <Skeleton className={LARGE_ROUND} />
      </div>
      <div aria-hidden className="hidden shrink-0 justify-center [@media(min-height:700px)]:flex">
        <SkeletonLine height="h-4" width="w-64" />
      </div>
    </LoadingRegion>
  );
}
