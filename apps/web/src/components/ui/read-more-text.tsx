import { useState } from 'react';
import { useIsClamped } from '../../lib/use-is-clamped';
import { Sheet } from './sheet';

/**
 * A long text (an MVP's description runs to 2,000 characters) in four lines at most at every width, with
 * "Read more" opening the whole of it in a sheet named `title`, as the deck's cards do.
 */
export function ReadMoreText({ title, text }: { title: string; text: string }) {
  const { ref, isClamped } = useIsClamped<HTMLParagraphElement>(text);
  const [isOpen, setIsOpen] = useState(false);
  return (
    <div>
      <p ref={ref} className="line-clamp-4 text-sm text-zinc-700 [overflow-wrap:anywhere]">
        {text}
      </p>
      {isClamped ? (
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => setIsOpen(true)}
          className="flex min-h-6 items-center text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          Read more
        </button>
      ) : null}
      {isOpen ? (
        <Sheet title={title} onClose={() => setIsOpen(false)}>
          <p className="text-sm leading-6 whitespace-pre-wrap text-zinc-800 [overflow-wrap:anywhere]">{text}</p>
        </Sheet>
      ) : null}
    </div>
  );
}
