import { useEffect, useRef, useState } from 'react';
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
  const keep = useRef<HTMLButtonElement>(null);
  // The question takes the place of the Delete button that had the focus: its safe answer takes it.
  useEffect(() => keep.current?.focus(), []);
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
        <Button ref={keep} variant="outline" onClick={onCancel}>
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
  // Back from editing or from the question, the focus returns to the button that opened it.
  const [cameBackFrom, setCameBackFrom] = useState<'edit' | 'delete' | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (mode === 'view' && cameBackFrom) (cameBackFrom === 'edit' ? editButton : deleteButton).current?.focus();
  }, [mode, cameBackFrom]);
  const backToView = (from: 'edit' | 'delete') => {
    setCameBackFrom(from);
    setMode('view');
  };

  if (mode === 'edit') {
    return (
      <li className="rounded-2xl border border-brand-100 p-4">
        <EditIdeaForm idea={idea} onDone={() => backToView('edit')} />
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
        <DeleteConfirmation idea={idea} onCancel={() => backToView('delete')} />
      ) : (
        <div className="grid grid-cols-2 gap-3">
          <Button ref={editButton} variant="secondary" aria-label={`Edit ${idea.title}`} onClick={() => setMode('edit')}>
            Edit
          </Button>
          <Button ref={deleteButton} variant="danger-outline" aria-label={`Delete ${idea.title}`} onClick={() => setMode('delete')}>
            Delete
          </Button>
        </div>
      )}
    </li>
  );
}
