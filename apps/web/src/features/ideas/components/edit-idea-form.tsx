import { useEffect, type FormEvent } from 'react';
import type { Idea } from '@seedmatch/shared/ideas';
import { Button } from '../../../components/ui/button';
import { useUpdateIdea } from '../api/update-idea';
import { ideaFieldId, useIdeaForm, useSaveFailure } from '../hooks/use-idea-form';
import { IdeaFields } from './idea-fields';

/** Edits one of my ideas in place, with the submission's rules and messages. */
export function EditIdeaForm({ idea, onDone }: { idea: Idea; onDone: () => void }) {
  const update = useUpdateIdea();
  const idPrefix = `edit-${idea.id}`;
  const form = useIdeaForm({ title: idea.title, pitch: idea.pitch, tags: idea.tags }, idPrefix);
  const { failure, ref: failureRef } = useSaveFailure(update.error);
  // The form takes the place of the Edit button that had the focus: its first field takes it.
  useEffect(() => document.getElementById(ideaFieldId(idPrefix, 'title'))?.focus(), [idPrefix]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const changed = form.check();
    if (changed) update.mutate({ id: idea.id, form: changed }, { onSuccess: onDone, onError: (error) => void form.showServerError(error) });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Edit ${idea.title}`} className="space-y-4">
      <IdeaFields values={form.values} errors={form.errors} onChange={form.change} idPrefix={idPrefix} />
      {failure ? (
        <p ref={failureRef} role="alert" tabIndex={-1} className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
          {failure.message}
        </p>
      ) : null}
      <div className="grid grid-cols-2 gap-3">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending} loading={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
