import { LoadingRegion, Skeleton, SkeletonLine } from '../../../components/ui/skeleton';

/** Two runs of the partner's bubbles and one of mine, laid out as `MessageGroup` lays out the real ones. */
function Bubbles() {
  return (
    <div aria-hidden className="flex flex-col gap-2">
      <div className="flex items-start gap-2">
        <Skeleton className="mt-5 h-8 w-8 shrink-0 rounded-full" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <SkeletonLine height="h-4 mb-1" width="w-20" />
          <Skeleton className="h-10 w-3/5 rounded-2xl" />
          <Skeleton className="h-16 w-4/5 rounded-2xl" />
        </div>
      </div>
      <div className="flex flex-col items-end gap-1">
        <Skeleton className="h-10 w-1/2 rounded-2xl" />
        <Skeleton className="h-10 w-2/5 rounded-2xl" />
      </div>
      <div className="flex items-start gap-2">
        <Skeleton className="mt-5 h-8 w-8 shrink-0 rounded-full" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <SkeletonLine height="h-4 mb-1" width="w-20" />
          <Skeleton className="h-10 w-2/3 rounded-2xl" />
        </div>
      </div>
    </div>
  );
}

/** The history of an open conversation while it loads. */
export function MessagesSkeleton() {
  return (
    <LoadingRegion label="Loading messages">
      <Bubbles />
    </LoadingRegion>
  );
}

/** A conversation whose room is not known yet: its header and a few bubbles. */
export function ConversationSkeleton() {
  return (
    <LoadingRegion label="Loading conversation" className="flex min-h-0 flex-1 flex-col">
      <div aria-hidden className="flex items-center gap-2 border-b border-zinc-200 px-3 py-2">
        <Skeleton className="h-11 w-11 shrink-0 rounded-lg" />
        <div className="min-w-0 flex-1">
          <SkeletonLine height="h-6" width="w-32" />
          <SkeletonLine height="h-4" width="w-24" />
        </div>
      </div>
      <div className="p-3">
        <Bubbles />
      </div>
    </LoadingRegion>
  );
}
