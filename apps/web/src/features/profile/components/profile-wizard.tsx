import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TagInput } from '../../../components/ui/tag-input';
import { getAuthToken } from '../../../lib/storage';
import { saveProfile, type ProfileForm } from '../api/update-profile';

const STEPS = 4;
const field = 'mt-1 w-full rounded-xl border border-zinc-300 px-3 py-2 focus:border-brand-600';
const isLink = (value: string) => !value.trim() || /^https?:\/\/\S+\.\S+/.test(value.trim());

/** Next is allowed when the step's required fields are there (docs/product.md#profile). */
function canContinue(step: number, form: ProfileForm): boolean {
  if (step === 1) return Boolean(form.fullName.trim() && form.title.trim());
  if (step === 2) return form.skills.length > 0;
  if (step === 3) return form.interests.length > 0 && form.lookingFor.length > 0;
  return isLink(form.linkedin) && isLink(form.github);
}

function Text({
  id,
  label,
  value,
  onChange,
  multiline,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  multiline?: boolean;
}) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-zinc-800">
        {label}
      </label>
      {multiline ? (
        <textarea id={id} rows={3} maxLength={1000} value={value} onChange={(e) => onChange(e.target.value)} className={field} />
      ) : (
        <input id={id} maxLength={120} value={value} onChange={(e) => onChange(e.target.value)} className={field} />
      )}
    </div>
  );
}

/** The 4-step profile wizard; Complete Profile saves it with isComplete true, then the page reloads. */
export function ProfileWizard({ initial }: { initial: ProfileForm }) {
  const [step, setStep] = useState(1);
  const [form, setForm] = useState(initial);
  const [isSaving, setIsSaving] = useState(false);
  const set =
    <K extends keyof ProfileForm>(key: K) =>
    (value: ProfileForm[K]) =>
      setForm({ ...form, [key]: value });

  const complete = async () => {
    if (!getAuthToken()) return window.alert('You must be logged in to save your profile');
    setIsSaving(true);
    try {
      await saveProfile(form);
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
        <p className="text-sm text-zinc-600">
          Step {step} of {STEPS}
        </p>
        <div className="mt-2 h-2 rounded-full bg-brand-100">
          <div className="h-full rounded-full bg-brand-600" style={{ width: `${(step / STEPS) * 100}%` }} />
        </div>
      </header>

      {step === 1 ? (
        <>
          <Text id="profile-name" label="Full name" value={form.fullName} onChange={set('fullName')} />
          <Text id="profile-title" label="Title" value={form.title} onChange={set('title')} />
          <Text id="profile-location" label="Location" value={form.location} onChange={set('location')} />
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
          <Text id="profile-linkedin" label="LinkedIn (optional)" value={form.linkedin} onChange={set('linkedin')} />
          <Text id="profile-github" label="GitHub (optional)" value={form.github} onChange={set('github')} />
          {!canContinue(4, form) ? <p className="text-sm text-red-700">Enter full links starting with https://</p> : null}
        </>
      ) : null}

      <div className="flex gap-3 pt-2">
        {step > 1 ? (
          <Button variant="outline" size="lg" onClick={() => setStep(step - 1)} className="flex-1">
            Previous
          </Button>
        ) : null}
        {step < STEPS ? (
          <Button size="lg" disabled={!canContinue(step, form)} onClick={() => setStep(step + 1)} className="flex-1">
            Next
          </Button>
        ) : (
          <Button
            size="lg"
            disabled={!canContinue(4, form) || isSaving}
            loading={isSaving}
            onClick={() => void complete()}
            className="flex-1"
          >
            {isSaving ? 'Saving...' : 'Complete Profile'}
          </Button>
        )}
      </div>
    </section>
  );
}
