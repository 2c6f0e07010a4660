import { useEffect, useId, useRef, useState, type HTMLInputAutoCompleteAttribute } from 'react';
import { Button } from '../../../components/ui/button';
import { TagInput } from '../../../components/ui/tag-input';
import { keepDraft, readDraft } from '../../../lib/kept-draft';
import { getAuthToken } from '../../../lib/storage';
import { ProfileFormSchema, saveProfile, type ProfileForm } from '../api/update-profile';
import { isLink, WIZARD_STEPS, whatStepNeeds } from '../lib/wizard-steps';

const field = 'mt-1 w-full rounded-xl border border-zinc-300 px-3 py-2 focus:border-brand-600';

function Text({
  id,
  label,
  value,
  onChange,
  multiline,
  autoComplete,
  type,
  errorId,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  multiline?: boolean;
  /** What the browser may fill the field with (the person's name, a web address). */
  autoComplete?: HTMLInputAutoCompleteAttribute;
  type?: 'url';
  /** The message saying what is wrong with the value, when something is. */
  errorId?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-zinc-800">
        {label}
      </label>
      {multiline ? (
        <textarea id={id} rows={3} maxLength={1000} value={value} onChange={(e) => onChange(e.target.value)} className={field} />
      ) : (
        <input
          id={id}
          type={type}
          maxLength={120}
          autoComplete={autoComplete}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={field}
        />
      )}
    </div>
  );
}

const DRAFT = 'profile';

/**
 * The 4-step profile wizard; Complete Profile saves it with isComplete true, then the page reloads. Changes not
 * saved yet are kept on the device until they are.
 */
export function ProfileWizard({ initial }: { initial: ProfileForm }) {
  const [step, setStep] = useState(1);
  const [form, setForm] = useState(() => readDraft(DRAFT, ProfileFormSchema) ?? initial);
  const [isSaving, setIsSaving] = useState(false);
  const isUnchanged = JSON.stringify(form) === JSON.stringify(initial);
  useEffect(() => keepDraft(DRAFT, isUnchanged ? null : form), [form, isUnchanged]);
  const set =
    <K extends keyof ProfileForm>(key: K) =>
    (value: ProfileForm[K]) =>
      setForm({ ...form, [key]: value });

  const hintId = useId();
  const stepId = useId();
  const needs = whatStepNeeds(step, form);
  const describedBy = needs ? hintId : undefined;
  // A link field: a web address the browser may fill in, described by the hint while it is not one.
  const linkField = (key: 'linkedin' | 'github') => ({
    type: 'url' as const,
    autoComplete: 'url' as const,
    errorId: isLink(form[key]) ? undefined : hintId,
    value: form[key],
    onChange: set(key),
  });

  // Next and Previous swap the fields (and on the way to the last step or the first, the button pressed goes):
  // the new step's first field takes the focus, inside a group named "Step N of 4".
  const fields = useRef<HTMLDivElement>(null);
  const hasMoved = useRef(false);
  useEffect(() => {
    if (hasMoved.current) fields.current?.querySelector<HTMLElement>('input, textarea')?.focus();
  }, [step]);
  const goTo = (next: number) => {
    hasMoved.current = true;
    setStep(next);
  };

  const complete = async () => {
    if (!getAuthToken()) return window.alert('You must be logged in to save your profile');
    setIsSaving(true);
    try {
      await saveProfile(form);
      keepDraft(DRAFT, null);
      window.alert('Profile saved successfully!');
      window.location.reload();
    } catch (error) {
      console.warn('Profile save failed:', error);
      window.alert('Failed to save profile. Please try again.');
      setIsSaving(false);
    }
  };

  return (
    <section aria-labelledby="wizard-title" className="space-y-4 p-4">
      <header>
        <h1 id="wizard-title" className="text-2xl font-bold">
          Complete your profile
        </h1>
        <p id={stepId} className="text-sm text-zinc-600">
          Step {step} of {WIZARD_STEPS}
        </p>
        <div className="mt-2 h-2 rounded-full bg-brand-100">
          <div className="h-full rounded-full bg-brand-600" style={{ width: `${(step / WIZARD_STEPS) * 100}%` }} />
        </div>
      </header>

      <div ref={fields} role="group" aria-labelledby={stepId} className="space-y-4">
        {step === 1 ? (
          <>
            <Text id="profile-name" label="Full name" autoComplete="name" value={form.fullName} onChange={set('fullName')} />
            <Text id="profile-title" label="Title" autoComplete="organization-title" value={form.title} onChange={set('title')} />
            <Text id="profile-location" label="Location" autoComplete="address-level2" value={form.location} onChange={set('location')} />
          </>
        ) : null}
        {step === 2 ? (
          <>
            <Text id="profile-bio" label="Bio" value={form.bio} onChange={set('bio')} multiline />
            <Text id="profile-experience" label="Experience" value={form.experience} onChange={set('experience')} multiline />
            <TagInput
              id="profile-skills"
              label="Skills"
              placeholder="e.g. React, Sales"
              tags={form.skills}
              onChange={set('skills')}
              maxItems={30}
              maxLength={40}
            />
          </>
        ) : null}
        {step === 3 ? (
          <>
            <TagInput
              id="profile-interests"
              label="Interests"
              placeholder="e.g. Climate, Fintech"
              tags={form.interests}
              onChange={set('interests')}
              maxItems={30}
              maxLength={60}
            />
            <TagInput
              id="profile-looking-for"
              label="Looking for"
              placeholder="e.g. Technical co-founder"
              tags={form.lookingFor}
              onChange={set('lookingFor')}
              maxItems={30}
              maxLength={60}
            />
          </>
        ) : null}
        {step === 4 ? (
          <>
            <Text id="profile-linkedin" label="LinkedIn (optional)" {...linkField('linkedin')} />
            <Text id="profile-github" label="GitHub (optional)" {...linkField('github')} />
          </>
        ) : null}
      </div>

      <div className="flex gap-3 pt-2">
        {step > 1 ? (
          <Button variant="outline" size="lg" onClick={() => goTo(step - 1)} className="flex-1">
            Previous
          </Button>
        ) : null}
        {step < WIZARD_STEPS ? (
          <Button size="lg" disabled={needs !== null} aria-describedby={describedBy} onClick={() => goTo(step + 1)} className="flex-1">
            Next
          </Button>
        ) : (
          <Button
            size="lg"
            disabled={needs !== null || isSaving}
            aria-describedby={describedBy}
            loading={isSaving}
            onClick={() => void complete()}
            className="flex-1"
          >
            {isSaving ? 'Saving...' : 'Complete Profile'}
          </Button>
        )}
      </div>
      {needs ? (
        <p id={hintId} className="text-sm text-zinc-600">
          {needs}
        </p>
      ) : null}
    </section>
  );
}
