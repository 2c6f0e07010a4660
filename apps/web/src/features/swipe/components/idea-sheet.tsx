import type { Idea } from '@seedmatch/shared/ideas';
import { Sheet } from '../../../components/ui/sheet';
import { TagList } from '../../../components/ui/tag-list';
import { CardFacts } from './card-facts';

/** The whole idea behind a card: every word of the title and pitch, every tag. */
export function IdeaSheet({ idea, onClose }: { idea: Idea; onClose: () => void }) {
  return (
    <Sheet title={idea.title} onClose={onClose}>
      <p className="text-sm text-zinc-600 [overflow-wrap:anywhere]">by {idea.user.name}</p>
      <p className="mt-3 text-base leading-7 whitespace-pre-wrap text-zinc-800 [overflow-wrap:anywhere]">{idea.description}</p>
      <div className="mt-4">
        <TagList tags={idea.tags} />
      </div>
      <div className="mt-5 border-t border-zinc-100 pt-3">
        <CardFacts idea={idea} />
      </div>
    </Sheet>
  );
}
