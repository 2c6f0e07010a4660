import { useId, type ReactNode } from 'react';
import { useIsOnline } from '../../lib/use-is-online';

/** A grey placeholder block (size and corners from `className`); it pulses, unless reduced motion is asked for. */
export function Skeleton({ className }: { className: string }) {
  return <div aria-hidden className={`animate-pulse bg-zinc-200 motion-reduce:animate-none ${className}`} />;
}

/**
 * A placeholder for one line of text: the line's own height (`h-6` a title, `h-5` text-sm, `h-4` text-xs),
 * a bar of `width` inside (`bar` thicker for large type).
 */
export function SkeletonLine({ height = 'h-5', width = 'w-3/5', bar = 'h-3' }: { height?: string; width?: string; bar?: string }) {
  return (
    <div aria-hidden className={`flex items-center ${height}`}>
      <Skeleton className={`rounded-full ${bar} ${width}`} />
    </div>
  );
}

/** Pills as `TagList` draws them: 24 px tall, of a few widths. */
export function TagsSkeleton() {
  return (
    <div aria-hidden className="flex gap-2">
      {['w-16', 'w-20', 'w-14'].map((width) => (
        <Skeleton key={width} className={`h-6 rounded-full ${width}`} />
      ))}
    </div>
  );
}

/**
 * The one loading region of a screen area: a status, busy, named by `label`. Screen readers hear the label
 * once (as its text and its name), never the placeholders. The label is hidden unless `labelClassName` shows it.
 */
export function LoadingRegion({
  label,
  labelClassName = 'sr-only',
  className = '',
  waitsForData = true,
  noticeInset = 'px-1',
  children,
}: {
  label: string;
  labelClassName?: string;
  className?: string;
  /** False for what loads from the device (code, the kept cache), which needs no connection. */
  waitsForData?: boolean;
  /** The offline notice's side padding: in line with the text of the rows below it. */
  noticeInset?: string;
  children: ReactNode;
}) {
  const labelId = useId();
  const isOnline = useIsOnline();
  return (
    <div role="status" aria-busy="true" aria-labelledby={labelId} className={className}>
      <p id={labelId} className={labelClassName}>
        {label}
      </p>
      {/* Nothing was kept of this for offline use (decision 0054): say so, rather than load for ever. */}
      {isOnline || !waitsForData ? null : (
        <p className={`${noticeInset} pb-3 text-sm text-zinc-600`}>This wasn't saved for offline use. It loads when you're back online.</p>
      )}
      {children}
    </div>
  );
}
