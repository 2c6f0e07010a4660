import { Link } from 'react-router';
import { Check } from 'lucide-react';
import type { UserStats } from '@seedmatch/shared/users';
import { Icon } from '../../../components/ui/icon';

/** The founder's journey: real steps, each ticked off from the user's own data. */
export function JourneyCard({ isProfileComplete, stats }: { isProfileComplete: boolean; stats: UserStats | undefined }) {
  const steps = [
    { label: 'Complete your profile', done: isProfileComplete, to: '/app/profile' },
    { label: 'Plant your first idea', done: (stats?.ideasCount ?? 0) > 0, to: '/app/submit-idea' },
    { label: 'Get your first match', done: (stats?.matchesCount ?? 0) > 0, to: '/app/swipe' },
    { label: 'Join the 48h challenge', done: Boolean(stats?.hasJoinedChallenge), to: '/app/challenge' },
    { label: 'Ship your MVP', done: Boolean(stats?.hasSubmittedMvp), to: '/app/challenge' },
  ];
  const doneCount = steps.filter((s) => s.done).length;
  return (
    <section aria-labelledby="journey-title" className="rounded-2xl border border-brand-100 p-4">
      <h2 id="journey-title" className="font-semibold">
        Your journey
      </h2>
      <p className="text-sm text-zinc-600">
        {doneCount} of {steps.length} steps done
      </p>
      <ol className="mt-3 space-y-2">
        {steps.map((step) => (
          <li key={step.label}>
            <Link to={step.to} className="flex items-center gap-3 text-sm">
              <span
                aria-hidden
                className={`flex h-6 w-6 items-center justify-center rounded-full ${step.done ? 'bg-brand-700 text-white' : 'bg-zinc-100 text-zinc-500'}`}
              >
                {step.done ? <Icon icon={Check} size={14} className="stroke-[3]" /> : null}
              </span>
              <span className={step.done ? 'text-zinc-500 line-through' : 'font-medium text-zinc-800'}>{step.label}</span>
              <span className="sr-only">{step.done ? '(done)' : '(to do)'}</span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
