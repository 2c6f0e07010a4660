import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { STEPS } from '../lib/content';
import { DemoModal } from './demo-modal';
import { SuccessStories } from './success-stories';

/** The explainer: three steps, a demo, success stories and figures (docs/product.md#marketing-figures). */
export function HowItWorksPage() {
  const [isDemoOpen, setIsDemoOpen] = useState(false);
  const closeDemo = useCallback(() => setIsDemoOpen(false), []);

  return (
    <div className="space-y-5 p-4">
      <header>
        <h1 className="text-2xl font-bold">How it works</h1>
        <p className="text-sm text-zinc-600">From idea to launched startup in three steps.</p>
      </header>

      <ol className="space-y-3">
        {STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-3 rounded-2xl bg-brand-50 p-4">
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white">
              <Icon icon={step.icon} size={20} />
            </span>
            <div>
              <h2 className="font-semibold">
                {index + 1}. {step.title}
              </h2>
              <p className="text-sm text-zinc-600">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>

      <button
        type="button"
        onClick={() => setIsDemoOpen(true)}
        aria-haspopup="dialog"
        className="w-full rounded-xl border border-brand-600 px-4 py-3 font-semibold text-brand-700 hover:bg-brand-50"
      >
        Watch demo
      </button>

      <SuccessStories />

      <div className="grid grid-cols-2 gap-3">
        <Link to="/app/swipe" className="rounded-xl bg-brand-700 px-4 py-3 text-center font-semibold text-white hover:bg-brand-900">
          Start Swiping
        </Link>
        <Link
          to="/app/challenge"
          className="rounded-xl border border-brand-600 px-4 py-3 text-center font-semibold text-brand-700 hover:bg-brand-50"
        >
          Join Challenge
        </Link>
      </div>

      {isDemoOpen ? <DemoModal onClose={closeDemo} /> : null}
    </div>
  );
}
