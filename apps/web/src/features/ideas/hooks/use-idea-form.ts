import { useState } from 'react';
import { IdeaFormSchema, type IdeaForm } from '@seedmatch/shared/ideas';

type IdeaField = keyof IdeaForm;
export type IdeaFieldErrors = Partial<Record<IdeaField, string>>;

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
 * is typed, and disappears as soon as the field is valid.
 */
export function useIdeaForm(initial: IdeaForm) {
  const [values, setValues] = useState<IdeaForm>(initial);
  const [errors, setErrors] = useState<IdeaFieldErrors>({});

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
    setErrors(found);
    return Object.keys(found).length > 0 ? null : IdeaFormSchema.parse(values);
  };

  return { values, errors, change, check };
}
