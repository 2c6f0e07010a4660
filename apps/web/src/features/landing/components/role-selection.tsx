import { useEffect, useRef } from 'react';
import { ArrowLeft, BriefcaseBusiness, Rocket, type LucideIcon } from 'lucide-react';
import type { Role } from '@seedmatch/shared/roles';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';

type RoleOption = { role: Role; title: string; description: string; icon: LucideIcon; tags: readonly string[] };

const OPTIONS: readonly RoleOption[] = [
  {
    role: 'FOUNDER',
    title: "I'm a Founder",
    description: 'Build a startup: swipe ideas, match with co-founders and launch in 48 hours.',
    icon: Rocket,
    tags: ['Swipe Ideas', 'Find Co-founders', '48h Challenges'],
  },
  {
    role: 'INVESTOR',
    title: "I'm an Investor",
    description: 'Discover the best new startups and the founders behind them.',
    icon: BriefcaseBusiness,
    tags: ['Top Submissions', 'Founder Profiles', 'Investment Tracking'],
  },
];

type RoleSelectionProps = {
  onChoose: (role: Role) => void;
  onBack: () => void;
  isBusy: boolean;
  /** A sign-in failure to show under the cards. */
  error?: string | null;
};

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** The first-visit role choice: picking a card stores the role and starts sign-in. */
export function RoleSelection({ onChoose, onBack, isBusy, error = null }: RoleSelectionProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The view replaces the landing in place, so move focus to its heading for keyboard and screen reader users.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <main className="min-h-dvh bg-gradient-to-b from-brand-50 via-white to-white">
      <div className="mx-auto flex max-w-md flex-col gap-6 px-5 pb-10 pt-6 lg:max-w-4xl lg:px-8 lg:pt-10">
        <Button variant="ghost" size="sm" onClick={onBack} className="self-start">
          <Icon icon={ArrowLeft} size={16} />
          Back
        </Button>

        <header className="text-center">
          <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-extrabold text-zinc-900 outline-none lg:text-4xl">
            Choose Your Path
          </h1>
          <p className="mt-2 text-zinc-600">Are you looking to build or invest?</p>
        </header>
        {/* From 1024 px the two paths side by side, as tall as each other (docs/decisions/0053). */}
        <ul className="flex flex-col gap-4 lg:grid lg:grid-cols-2 lg:gap-6">
          {OPTIONS.map((option) => (
            <li key={option.role}>
              <button
                type="button"
                disabled={isBusy}
                onClick={() => onChoose(option.role)}
                className={`flex h-full w-full flex-col gap-3 rounded-2xl border-2 border-zinc-200 bg-white p-5 text-left shadow-sm transition hover:border-brand-500 hover:shadow-md disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:border-zinc-200 ${focusRing}`}
              >
                <span className="flex items-center gap-3">
                  <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
                    <Icon icon={option.icon} size={24} />
                  </span>
                  <span className="text-lg font-bold text-zinc-900">{option.title}</span>
                </span>
                <span className="text-sm text-zinc-600">{option.description}</span>
                <span className="flex flex-wrap gap-2">
                  {option.tags.map((tag) => (
                    <span key={tag} className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-700">
                      {tag}
                    </span>
                  ))}
                </span>
              </button>
            </li>
          ))}
        </ul>
        <div aria-live="polite" className="min-h-6 text-center text-sm">
          {isBusy ? (
            <p className="flex items-center justify-center gap-2 text-brand-700">
              <span
                className="h-4 w-4 animate-spin rounded-full border-2 border-brand-100 border-t-brand-700 motion-reduce:animate-none"
                aria-hidden
              />
              Signing in...
            </p>
          ) : null}
          {!isBusy && error ? (
            <p role="alert" className="text-red-700">
              {error}
            </p>
          ) : null}
        </div>
      </div>
    </main>
  );
}
