import { Heart } from 'lucide-react';
import type { LikerIdea } from '@seedmatch/shared/my-ideas';
import { Button } from '../../../components/ui/button';
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
        <Button aria-label={`Like ${idea.title}`} disabled={isLiking} onClick={onLike} fullWidth>
          <Icon icon={Heart} size={16} className="fill-current" />
          Like back
        </Button>
      )}
    </li>
  );
}
