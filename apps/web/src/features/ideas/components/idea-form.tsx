import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { IDEA_PITCH_MAX, IDEA_TAG_MAX, IDEA_TAGS_MAX, IDEA_TITLE_MAX, IdeaFormSchema, type IdeaForm as IdeaFormValues } from '@seedmatch/shared/ideas';
import { useAuth } from '../../../lib/auth/auth-context';
import { useSubmitIdea } from '../api/submit-idea';
import { IdeaPreview } from './idea-preview';
import { TagInput } from '../../../components/ui/tag-input';

type FieldErrors = Partial<Record<'title' | 'pitch' | 'tags', string>>;

const inputClass = 'mt-1 w-full rounded-xl border border-zinc-300 px-3 py-2 focus:border-brand-600 focus:outline-none';

function validate(values: IdeaFormValues): FieldErrors {
  const parsed = IdeaFormSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof FieldErrors;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Title, one-sentence pitch and tags, with a live preview; on success goes to `successPath`. */
export function IdeaForm({ successPath }: { successPath: string }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const submit = useSubmitIdea();
  const [values, setValues] = useState<IdeaFormValues>({ title: '', pitch: '', tags: [] });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [succeeded, setSucceeded] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    submit.mutate(IdeaFormSchema.parse(values), {
      onSuccess: () => {
        setSucceeded(true);
        window.setTimeout(() => void navigate(successPath), 900);
      },
    });
  };

  const field = (name: 'title' | 'pitch') => ({
    value: values[name],
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': errors[name] ? `idea-${name}-error` : undefined,
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div>
        <label htmlFor="idea-title" className="block text-sm font-medium text-zinc-800">Idea title</label>
        <input id="idea-title" maxLength={IDEA_TITLE_MAX} className={inputClass} placeholder="e.g. SplitRent" {...field('title')} />
        {errors.title ? <p id="idea-title-error" className="mt-1 text-sm text-red-700">{errors.title}</p> : null}
      </div>
      <div>
        <label htmlFor="idea-pitch" className="block text-sm font-medium text-zinc-800">One-sentence pitch</label>
        <textarea id="idea-pitch" rows={3} maxLength={IDEA_PITCH_MAX} className={inputClass} placeholder="Who has what problem, and how you solve it." {...field('pitch')} />
        <p className="mt-1 flex justify-between text-xs text-zinc-500">
          <span>{errors.pitch ? <span id="idea-pitch-error" className="text-sm text-red-700">{errors.pitch}</span> : null}</span>
          <span>{values.pitch.length}/{IDEA_PITCH_MAX}</span>
        </p>
      </div>
      <TagInput tags={values.tags} onChange={(tags) => setValues({ ...values, tags })} maxItems={IDEA_TAGS_MAX} maxLength={IDEA_TAG_MAX} />
      {errors.tags ? <p className="text-sm text-red-700">{errors.tags}</p> : null}

      <IdeaPreview idea={values} author={user?.name ?? 'You'} />

      {submit.isError ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">{submit.error.message}</p>
      ) : null}
      {succeeded ? (
        <p role="status" className="rounded-xl bg-brand-50 p-3 text-sm font-medium text-brand-900">Idea submitted successfully!</p>
      ) : null}
      <button
        type="submit"
        disabled={submit.isPending || succeeded}
        className="w-full rounded-xl bg-brand-700 py-3 font-semibold text-white hover:bg-brand-900 disabled:opacity-60"
      >
        {submit.isPending ? 'Submitting...' : 'Submit Idea'}
      </button>
    </form>
  );
}
