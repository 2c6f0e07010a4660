import { useState } from 'react';
import { Heart } from 'lucide-react';
import type { Idea } from '@seedmatch/shared/ideas';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { TagList } from '../../../components/ui/tag-list';
import { useDeleteIdea } from '../api/delete-idea';
import { EditIdeaForm } from './edit-idea-form';

const likesOf = (count: number) => `${count} ${count === 1 ? 'like' : 'likes'}`;

function DeleteConfirmation({ idea, onCancel }: { idea: Idea; onCancel: () => void }) {
  const remove = useDeleteIdea();
  const id = `delete-${idea.id}`;
  return (
    <div role="alertdialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} className="space-y-3 rounded-xl bg-red-50 p-3">
      <p id={`${id}-title`} className="font-semibold text-red-900">
        Delete “{idea.title}”?
      </p>
      <p id={`${id}-text`} className="text-sm text-red-900">
        It leaves every deck and feed for good. Matches made through it stay, with their chats.
      </p>
      {remove.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {remove.error.message}
        </p>
      ) : null}
      <div className="grid grid-cols-2 gap-3">
        <Button variant="outline" onClick={onCancel}>
          Keep it
        </Button>
        <Button variant="danger" disabled={remove.isPending} loading={remove.isPending} onClick={() => remove.mutate(idea.id)}>
          {remove.isPending ? 'Deleting...' : 'Delete idea'}
        </Button>
      </div>
    </div>
  );
}

/** One of my ideas with its like count; edited in place, deleted after a confirmation. */
export function MyIdeaItem({ idea }: { idea: Idea }) {
  const [mode, setMode] = useState<'view' | 'edit' | 'delete'>('view');
  if (mode === 'edit') {
    return (
      <li className="rounded-2xl border border-brand-100 p-4">
        <EditIdeaForm idea={idea} onDone={() => setMode('view')} />
      </li>
    );
  }
  return (
    <li aria-label={idea.title} className="space-y-3 rounded-2xl border border-brand-100 p-4">
      {/* The title has the card's width and the like count goes under it: beside it, a 120-character title
          took nine lines on a phone. */}
      <div className="space-y-2">
        <h2 className="font-semibold break-words">{idea.title}</h2>
        <p className="flex w-fit items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-900">
          <Icon icon={Heart} size={14} className="fill-current" />
          <span>{likesOf(idea.swipeRights)}</span>
        </p>
      </div>
      <p className="text-sm text-zinc-700">{idea.pitch}</p>
      <TagList tags={idea.tags} />
      {mode === 'delete' ? (
        <DeleteConfirmation idea={idea} onCancel={() => setMode('view')} />
      ) : (
        <div className="grid grid-cols-2 gap-3">
          <Button variant="secondary" aria-label={`Edit ${idea.title}`} onClick={() => setMode('edit')}>
            Edit
          </Button>
          <Button variant="danger-outline" aria-label={`Delete ${idea.title}`} onClick={() => setMode('delete')}>
            Delete
          </Button>
        </div>
      )}
    </li>
  );
}
