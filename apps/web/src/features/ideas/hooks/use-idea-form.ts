import { useEffect, useRef, useState } from 'react';
import { IdeaFormSchema, type IdeaForm } from '@seedmatch/shared/ideas';
import { DUPLICATE_IDEA_TITLE } from '@seedmatch/shared/my-ideas';

type IdeaField = keyof IdeaForm;
export type IdeaFieldErrors = Partial<Record<IdeaField, string>>;

const FIELD_ORDER: readonly IdeaField[] = ['title', 'pitch', 'tags'];

/** The id of a field's input in IdeaFields (the tags' is the input that adds one). */
export function ideaFieldId(idPrefix: string, field: IdeaField): string {
  return `${idPrefix}-${field === 'tags' ? 'tag' : field}`;
}

/** The field a server's refusal is about, if any: a title I already use (409) is the title's. */
function fieldOfServerError(error: Error | null): IdeaField | null {
  return error?.message === DUPLICATE_IDEA_TITLE ? 'title' : null;
}

/**
 * A failed save that is about no field (network, 403...): the message to show beside the form's button, and
 * the ref that takes the keyboard's focus to it. The button was disabled while the idea was sent, which had
 * dropped the focus to the page's top. A refusal about a field is shown under it (`showServerError`).
 */
export function useSaveFailure(error: Error | null) {
  const ref = useRef<HTMLParagraphElement>(null);
  const failure = error && !fieldOfServerError(error) ? error : null;
  useEffect(() => {
    if (failure) ref.current?.focus();
  }, [failure]);
  return { failure, ref };
}

function validate(values: IdeaForm): IdeaFieldErrors {
  const parsed = IdeaFormSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: IdeaFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as IdeaField;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The idea form's values and errors. Errors appear on submit; from then on a field's error follows what
 * is typed, and disappears as soon as the field is valid. A refused submit takes the keyboard's focus to
 * the first field in error, once its message is on the page (so it is read with the field).
 */
export function useIdeaForm(initial: IdeaForm, idPrefix = 'idea') {
  const [values, setValues] = useState<IdeaForm>(initial);
  const [errors, setErrors] = useState<IdeaFieldErrors>({});
  const focusAfterRender = useRef<IdeaField | null>(null);

  useEffect(() => {
    const field = focusAfterRender.current;
    if (!field) return;
    focusAfterRender.current = null;
    document.getElementById(ideaFieldId(idPrefix, field))?.focus();
  });

  const showErrors = (found: IdeaFieldErrors) => {
    setErrors(found);
    focusAfterRender.current = FIELD_ORDER.find((field) => found[field]) ?? null;
  };

  const change = (patch: Partial<IdeaForm>) => {
    const next = { ...values, ...patch };
    setValues(next);
    const found = validate(next);
    setErrors((shown) => {
      const updated = { ...shown };
      for (const field of Object.keys(patch) as IdeaField[]) {
        if (!shown[field]) continue;
        if (found[field]) updated[field] = found[field];
        else delete updated[field];
      }
      return updated;
    });
  };

  /** Shows every error; the parsed form when there is none. */
  const check = (): IdeaForm | null => {
    const found = validate(values);
    showErrors(found);
    return Object.keys(found).length > 0 ? null : IdeaFormSchema.parse(values);
  };

  /** Shows a server's refusal under its field and focuses it; false when it is about no field. */
  const showServerError = (error: Error): boolean => {
    const field = fieldOfServerError(error);
    if (!field) return false;
    showErrors({ ...errors, [field]: error.message });
    return true;
  };

  return { values, errors, change, check, showServerError };
}
