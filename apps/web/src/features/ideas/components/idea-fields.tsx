import { IDEA_PITCH_MAX, IDEA_TAG_MAX, IDEA_TAGS_MAX, IDEA_TITLE_MAX, type IdeaForm } from '@seedmatch/shared/ideas';
import { TagInput } from '../../../components/ui/tag-input';
import { ideaFieldId, type IdeaFieldErrors } from '../hooks/use-idea-form';

const inputClass = 'mt-1 w-full rounded-xl border border-zinc-300 px-3 py-2 focus:border-brand-600';

type Props = {
  values: IdeaForm;
  errors: IdeaFieldErrors;
  onChange: (patch: Partial<IdeaForm>) => void;
  /** Prefix of the inputs' ids, so two forms can share a page. */
  idPrefix?: string;
};

/** Title, one-sentence pitch and tags, with their errors: the submission form and the edit form alike. */
export function IdeaFields({ values, errors, onChange, idPrefix = 'idea' }: Props) {
  const field = (name: 'title' | 'pitch') => ({
    id: ideaFieldId(idPrefix, name),
    value: values[name],
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': errors[name] ? `${idPrefix}-${name}-error` : undefined,
    onChange: (event: { target: { value: string } }) => onChange({ [name]: event.target.value }),
  });

  return (
    <>
      <div>
        <label htmlFor={ideaFieldId(idPrefix, 'title')} className="block text-sm font-medium text-zinc-800">
          Idea title
        </label>
        <input maxLength={IDEA_TITLE_MAX} className={inputClass} placeholder="e.g. SplitRent" {...field('title')} />
        <FieldFoot id={`${idPrefix}-title-error`} error={errors.title} length={values.title.length} max={IDEA_TITLE_MAX} />
      </div>
      <div>
        <label htmlFor={ideaFieldId(idPrefix, 'pitch')} className="block text-sm font-medium text-zinc-800">
          One-sentence pitch
        </label>
        <textarea
          rows={3}
          maxLength={IDEA_PITCH_MAX}
          className={inputClass}
          placeholder="Who has what problem, and how you solve it."
          {...field('pitch')}
        />
        <FieldFoot id={`${idPrefix}-pitch-error`} error={errors.pitch} length={values.pitch.length} max={IDEA_PITCH_MAX} />
      </div>
      <TagInput
        id={ideaFieldId(idPrefix, 'tags')}
        tags={values.tags}
        onChange={(tags) => onChange({ tags })}
        maxItems={IDEA_TAGS_MAX}
        maxLength={IDEA_TAG_MAX}
      />
      {errors.tags ? <p className="text-sm text-red-700">{errors.tags}</p> : null}
    </>
  );
}

/** Under a field: its error (named by the field's aria-describedby) on the left, its count against the maximum on the right. */
function FieldFoot({ id, error, length, max }: { id: string; error: string | undefined; length: number; max: number }) {
  return (
    <p className="mt-1 flex justify-between gap-2 text-xs text-zinc-500">
      <span>
        {error ? (
          <span id={id} className="text-sm text-red-700">
            {error}
          </span>
        ) : null}
      </span>
      <span className="shrink-0">
        {length}/{max}
      </span>
    </p>
  );
}
