import { LoadingRegion, Skeleton, SkeletonLine, TagsSkeleton } from '../../../components/ui/skeleton';

function FeedCardSkeleton() {
  return (
    <div className="space-y-3 rounded-2xl border border-brand-100 bg-white p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1 space-y-1">
          <SkeletonLine height="h-6" width="w-1/2" />
          <SkeletonLine height="h-4" width="w-1/3" />
        </div>
        <Skeleton className="h-11 w-11 shrink-0 rounded-full" />
      </div>
      <div>
        <SkeletonLine width="w-full" />
        <SkeletonLine width="w-3/4" />
      </div>
      <TagsSkeleton />
      <SkeletonLine width="w-32" />
      <div className="flex gap-2">
        <Skeleton className="h-11 w-20 rounded-lg" />
        <Skeleton className="ml-auto h-11 w-32 rounded-lg" />
      </div>
    </div>
  );
}

/**
 * The investor feed while the dashboard loads: the spec's "Loading investor dashboard..." where the
 * feed's title comes, then the search box, tag chips and a section of cards.
 */
export function FeedSkeleton() {
  return (
    <LoadingRegion
      label="Loading investor dashboard..."
      labelClassName="flex h-13 items-center text-sm font-medium text-brand-700"
      className="space-y-5 p-4"
    >
      <div aria-hidden className="space-y-3">
        <Skeleton className="h-11.5 rounded-xl" />
        <div className="flex gap-2 overflow-hidden pb-1">
          {['w-12', 'w-20', 'w-16', 'w-24'].map((width) => (
            <Skeleton key={width} className={`h-7 shrink-0 rounded-full ${width}`} />
          ))}
        </div>
      </div>
      <div aria-hidden className="space-y-3">
        <SkeletonLine height="h-7" width="w-40" bar="h-4" />
        <div className="space-y-3 lg:grid lg:grid-cols-2 lg:gap-4 lg:space-y-0 xl:grid-cols-3">
          <FeedCardSkeleton />
          <FeedCardSkeleton />
          <FeedCardSkeleton />
        </div>
      </div>
    </LoadingRegion>
  );
}
