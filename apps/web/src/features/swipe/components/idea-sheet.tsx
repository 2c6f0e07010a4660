import type { Idea } from '@seedmatch/shared/ideas';
import { Sheet } from '../../../components/ui/sheet';
import { TagList } from '../../../components/ui/tag-list';
import { Flag } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { CardFacts } from './card-facts';

/** The whole idea behind a card: every word of the title and pitch, every tag, and a way to report it. */
export function IdeaSheet({ idea, onClose, onReport }: { idea: Idea; onClose: () => void; onReport: () => void }) {
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
      <Button variant="danger-outline" size="sm" onClick={onReport} className="mt-4">
        <Icon icon={Flag} size={16} /> Report idea
      </Button>
    </Sheet>
  );
}
