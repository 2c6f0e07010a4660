import { Heart } from 'lucide-react';
import type { LikerIdea } from '@seedmatch/shared/my-ideas';
import { Icon } from '../../../components/ui/icon';
import { TagList } from '../../../components/ui/tag-list';

const DONE: Record<'RIGHT' | 'LEFT', string> = { RIGHT: 'Liked', LEFT: 'Passed' };

/** One of the liker's ideas, with a Like button while I haven't swiped it. */
export function LikerIdeaItem({ idea, onLike, isLiking }: { idea: LikerIdea; onLike: () => void; isLiking: boolean }) {
  return (
    <li aria-label={idea.title} className="space-y-3 rounded-2xl border border-brand-100 p-4">
      <h3 className="font-semibold">{idea.title}</h3>
      <p className="text-sm text-zinc-700">{idea.pitch}</p>
      <TagList tags={idea.tags} />
      {idea.mySwipe ? (
        <p className="flex min-h-11 items-center justify-center rounded-xl bg-zinc-100 text-sm font-semibold text-zinc-600">
          {DONE[idea.mySwipe]}
        </p>
      ) : (
        <button
          type="button"
          aria-label={`Like ${idea.title}`}
          disabled={isLiking}
          onClick={onLike}
          className="flex min-h-11 w-full items-center justify-center gap-1.5 rounded-xl bg-brand-700 font-semibold text-white hover:bg-brand-900 disabled:opacity-60"
        >
          <Icon icon={Heart} size={16} className="fill-current" />
          Like back
        </button>
      )}
    </li>
  );
}
