import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth/auth-context';
import { keepDraft, readDraft } from '../../../lib/kept-draft';
import { useSubmitIdea } from '../api/submit-idea';
import { useIdeaForm, useSaveFailure } from '../hooks/use-idea-form';
import { IdeaFields } from './idea-fields';
import { IdeaPreview } from './idea-preview';

const DRAFT = 'idea';
/** What the form held, checked only for shape: a draft may be half written. */
const IdeaDraftSchema = z.object({ title: z.string(), pitch: z.string(), tags: z.array(z.string()) });
const EMPTY = { title: '', pitch: '', tags: [] };

/**
 * Title, one-sentence pitch and tags, with a live preview; on success goes to `successPath`. What is typed is
 * kept on the device until the idea is submitted.
 */
export function IdeaForm({ successPath }: { successPath: string }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const submit = useSubmitIdea();
  const [initial] = useState(() => readDraft(DRAFT, IdeaDraftSchema) ?? EMPTY);
  const form = useIdeaForm(initial);
  const [succeeded, setSucceeded] = useState(false);
  const { failure, ref: failureRef } = useSaveFailure(submit.error);
  const { title, pitch, tags } = form.values;

  useEffect(() => {
    const isBlank = !title.trim() && !pitch.trim() && tags.length === 0;
    if (!succeeded) keepDraft(DRAFT, isBlank ? null : { title, pitch, tags });
  }, [title, pitch, tags, succeeded]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const idea = form.check();
    if (!idea) return;
    submit.mutate(idea, {
      onSuccess: () => {
        keepDraft(DRAFT, null);
        setSucceeded(true);
        window.setTimeout(() => void navigate(successPath), 900);
      },
      onError: (error) => void form.showServerError(error),
    });
  };

  return (
    // From 1024 px the preview stands beside the three fields, the messages and the button under the fields.
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-5 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start lg:gap-x-8 lg:gap-y-5 lg:space-y-0 lg:*:col-start-1"
    >
      <IdeaFields values={form.values} errors={form.errors} onChange={form.change} />

      <div className="lg:col-start-2! lg:row-span-3 lg:row-start-1">
        <IdeaPreview idea={form.values} author={user?.name ?? 'You'} />
      </div>

      {failure ? (
        <p ref={failureRef} role="alert" tabIndex={-1} className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
          {failure.message}
        </p>
      ) : null}
      {succeeded ? (
        <p role="status" className="rounded-xl bg-brand-50 p-3 text-sm font-medium text-brand-900">
          Idea submitted successfully!
        </p>
      ) : null}
      <Button type="submit" disabled={submit.isPending || succeeded} loading={submit.isPending} size="lg" fullWidth>
        {submit.isPending ? 'Submitting...' : 'Submit Idea'}
      </Button>
    </form>
  );
}
