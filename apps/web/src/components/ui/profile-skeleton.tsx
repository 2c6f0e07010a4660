import type { ReactNode } from 'react';
import { LoadingRegion, Skeleton, SkeletonLine, TagsSkeleton } from './skeleton';

function SectionSkeleton({ width }: { width: string }) {
  return (
    <div aria-hidden className="space-y-1">
      <SkeletonLine height="h-4" width={width} />
      <TagsSkeleton />
    </div>
  );
}

/**
 * A person's profile still loading: their photo, name and subtitle, bio and two rows of tags. `heading`
 * stands where the name comes (a dialog keeps its title there, so the dialog stays named).
 */
export function ProfileSkeleton({
  label,
  heading = <SkeletonLine height="h-7" width="w-1/2" />,
  avatar = 'h-14 w-14',
}: {
  label: string;
  heading?: ReactNode;
  avatar?: string;
}) {
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3 pr-16">
        <Skeleton className={`shrink-0 rounded-full ${avatar}`} />
        <div className="min-w-0 flex-1">
          {heading}
          <SkeletonLine width="w-2/3" />
        </div>
      </div>
      <LoadingRegion label={label} className="space-y-4">
        <div aria-hidden>
          <SkeletonLine width="w-full" />
          <SkeletonLine width="w-4/5" />
        </div>
        <SectionSkeleton width="w-12" />
        <SectionSkeleton width="w-16" />
      </LoadingRegion>
    </div>
  );
}
