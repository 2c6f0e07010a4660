import { useState } from 'react';
import type { Idea } from '@seedmatch/shared/ideas';
import { useIsClamped } from '../../../lib/use-is-clamped';
import { useFitLines } from '../hooks/use-text-clamp';
import { CardFacts } from './card-facts';
import { CardTags } from './card-tags';
import { OwnerStrip } from './owner-strip';

export type CardView = 'owner' | 'idea';

const PITCH_CLAMP = 'overflow-hidden [display:-webkit-box] [-webkit-box-orient:vertical]';
const READ_MORE = 'ml-auto min-h-11 shrink-0 rounded-lg px-2 text-sm font-semibold text-brand-700';

/**
 * A deck card that fits any allowed idea in whatever height the deck gives it: the title wraps (two to five
 * lines, by the screen's height), the pitch takes the lines left, tags collapse to "+N", and the rest is one
 * "Read more" away. Without `onOpen` it is a still picture of the card, with nothing to press or focus (the card
 * waiting under the top one).
 */
export function IdeaCard({ idea, onOpen }: { idea: Idea; onOpen?: (view: CardView) => void }) {
  const { ref: titleRef, isClamped: isTitleClamped } = useIsClamped<HTMLHeadingElement>(idea.title);
  const { ref: pitchRef, lines: pitchLines, isClamped: isPitchClamped } = useFitLines<HTMLParagraphElement>(idea.description);
  const [hiddenTags, setHiddenTags] = useState(0);
  const hasMore = isTitleClamped || isPitchClamped || hiddenTags > 0;
  return (
    <article
      aria-label={idea.title}
      className="flex h-full flex-col gap-3 overflow-hidden rounded-3xl bg-white p-4 shadow-xl ring-1 ring-brand-100 sm:p-5"
    >
      <OwnerStrip owner={idea.user} onOpen={onOpen ? () => onOpen('owner') : undefined} />
      <h2
        ref={titleRef}
        className="line-clamp-2 shrink-0 text-xl leading-tight font-extrabold text-zinc-900 [overflow-wrap:anywhere] sm:text-2xl [@media(min-height:640px)]:line-clamp-3 [@media(min-height:760px)]:line-clamp-5"
      >
        {idea.title}
      </h2>
      <div className="min-h-6 flex-1 overflow-hidden">
        {/* The clamp is set as itself, not through a custom property: a changed count must relay the text out. */}
        <p
          ref={pitchRef}
          className={`text-base leading-6 text-zinc-700 [overflow-wrap:anywhere] lg:text-lg lg:leading-7 ${pitchLines ? PITCH_CLAMP : ''}`}
          style={pitchLines ? { WebkitLineClamp: pitchLines } : undefined}
          data-lines={pitchLines}
        >
          {idea.description}
        </p>
      </div>
      {idea.tags.length > 0 || hasMore ? (
        <div className="flex min-h-11 shrink-0 items-center gap-2">
          <CardTags tags={idea.tags} onHiddenChange={setHiddenTags} />
          {hasMore && onOpen ? (
            <button
              type="button"
              onClick={() => onOpen('idea')}
              aria-haspopup="dialog"
              className={`${READ_MORE} underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600`}
            >
              Read more
            </button>
          ) : null}
          {hasMore && !onOpen ? <span className={`${READ_MORE} flex items-center`}>Read more</span> : null}
        </div>
      ) : null}
      <CardFacts idea={idea} />
    </article>
  );
}
