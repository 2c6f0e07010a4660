import type { ProfileForm } from '../api/update-profile';

export const WIZARD_STEPS = 4;

/** An optional link: empty, or a full web address. */
export const isLink = (value: string) => !value.trim() || /^https?:\/\/\S+\.\S+/.test(value.trim());

const both = (first: string | null, second: string | null) => [first, second].filter(Boolean).join(' and ');

/**
 * What a step of the profile wizard still needs before Next (docs/product.md#profile), said to the person
 * beside the disabled button; null when the step is done.
 */
export function whatStepNeeds(step: number, form: ProfileForm): string | null {
  if (step === 1) {
    const missing = both(form.fullName.trim() ? null : 'full name', form.title.trim() ? null : 'title');
    return missing ? `Add your ${missing} to continue.` : null;
  }
  if (step === 2) return form.skills.length > 0 ? null : 'Add at least one skill to continue.';
  if (step === 3) {
    const missing = both(
      form.interests.length > 0 ? null : 'at least one interest',
      form.lookingFor.length > 0 ? null : 'what you are looking for',
    );
    return missing ? `Add ${missing} to continue.` : null;
  }
  return isLink(form.linkedin) && isLink(form.github) ? null : 'Enter full links starting with https://';
}
