import type { ReactNode } from 'react';
import { LoadingRegion, Skeleton, SkeletonLine } from './skeleton';

const WIDTHS = ['w-2/5', 'w-3/4', 'w-1/3', 'w-3/5', 'w-1/2'];

type Props = {
  label: string;
  rows?: number;
  /** The avatar circle's size classes, or null for rows without one. */
  avatar?: string | null;
  /** The heights of the text lines, as the real row's line heights: `h-6` a name, `h-5` text-sm, `h-4` text-xs. */
  lines?: readonly string[];
  /** What sits at the end of the real row (buttons, a badge), drawn with `Skeleton` by the screen. */
  aside?: ReactNode;
  /** What sits under the real row (a line of buttons), drawn with `Skeleton` by the screen. */
  below?: ReactNode;
  /** `card`: bordered rows with room between them; `divided`: edge-to-edge rows with a rule between. */
  variant?: 'card' | 'divided';
  /** The room between card rows, as the real list has it. */
  gap?: string;
};

/** A list still loading: rows shaped like the real ones (avatar, lines of text, what ends the row). */
export function ListSkeleton({
  label,
  rows = 3,
  avatar = 'h-11 w-11',
  lines = ['h-6', 'h-5'],
  aside,
  below,
  variant = 'card',
  gap = 'space-y-3',
}: Props) {
  const row = variant === 'card' ? 'rounded-2xl border border-brand-100 p-3' : 'px-4 py-3';
  return (
    <LoadingRegion label={label} noticeInset={variant === 'card' ? undefined : 'px-4'}>
      <div className={variant === 'card' ? gap : 'divide-y divide-zinc-100'}>
        {Array.from({ length: rows }, (_, index) => (
          <div key={index} className={row}>
            <div className="flex items-center gap-3">
              {avatar ? <Skeleton className={`shrink-0 rounded-full ${avatar}`} /> : null}
              <div className="min-w-0 flex-1">
                {lines.map((height, line) => (
                  <SkeletonLine key={line} height={height} width={WIDTHS[(index + line) % WIDTHS.length]} />
                ))}
              </div>
              {aside}
            </div>
            {below}
          </div>
        ))}
      </div>
    </LoadingRegion>
  );
}
