import { useState } from 'react';
import { Sheet } from '../../../components/ui/sheet';
import { useIsClamped } from '../../../lib/use-is-clamped';

/**
 * A feed card's description, four lines at most at every width (an MVP's runs to 2,000 characters), with
 * "Read more" opening the whole of it, as the deck's cards do.
 */
export function FeedDescription({ title, description }: { title: string; description: string }) {
  const { ref, isClamped } = useIsClamped<HTMLParagraphElement>(description);
  const [isOpen, setIsOpen] = useState(false);
  return (
    <div>
      <p ref={ref} className="line-clamp-4 text-sm text-zinc-700 [overflow-wrap:anywhere]">
        {description}
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
          <p className="text-sm leading-6 whitespace-pre-wrap text-zinc-800 [overflow-wrap:anywhere]">{description}</p>
        </Sheet>
      ) : null}
    </div>
  );
}
