import { useId, useState, type ReactNode } from 'react';
import { useIsClamped } from '../../../lib/use-is-clamped';

/** A control inside a bubble; on the brand-coloured bubble (mine) its focus ring takes the bubble's text colour. */
export const bubbleControl = (isMine: boolean) =>
  `min-h-6 items-center text-sm font-semibold underline ${isMine ? 'focus-visible:outline-current!' : ''}`;

/**
 * Text shown up to a few lines (`clamp`), with "Show more" and "Show less" when there is more: a meeting's
 * description, a long message. `text` is what is shown, to measure again when it changes.
 */
export function ExpandableText({
  text,
  clamp,
  className,
  controlClassName,
  children,
}: {
  text: string;
  clamp: 'line-clamp-4' | 'line-clamp-12';
  className: string;
  controlClassName: string;
  children: ReactNode;
}) {
  const [isExpanded, setIsExpanded] = useState(false);
  const { ref, isClamped } = useIsClamped<HTMLParagraphElement>(text);
  // Once there was more to show, the button stays: shown whole, the text measures as not cut, and a button
  // gone for one render on "Show less" took the keyboard's focus with it.
  const [hasMore, setHasMore] = useState(false);
  if (isClamped && !hasMore) setHasMore(true);
  const id = useId();
  return (
    <>
      <p id={id} ref={ref} className={`${className} ${isExpanded ? '' : clamp}`}>
        {children}
      </p>
      {hasMore ? (
        <button
          type="button"
          aria-expanded={isExpanded}
          aria-controls={id}
          onClick={() => setIsExpanded(!isExpanded)}
          className={`${controlClassName} flex w-fit`}
        >
          {isExpanded ? 'Show less' : 'Show more'}
        </button>
      ) : null}
    </>
  );
}
