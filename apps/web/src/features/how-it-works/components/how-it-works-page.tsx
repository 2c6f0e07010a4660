import { useCallback, useState } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
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

      <Button variant="secondary" size="lg" fullWidth onClick={() => setIsDemoOpen(true)} aria-haspopup="dialog">
        Watch demo
      </Button>

      <SuccessStories />

      <div className="grid grid-cols-2 gap-3">
        <ButtonLink to="/app/swipe" size="lg">
          Start Swiping
        </ButtonLink>
        <ButtonLink to="/app/challenge" variant="secondary" size="lg">
          Join Challenge
        </ButtonLink>
      </div>

      {isDemoOpen ? <DemoModal onClose={closeDemo} /> : null}
    </div>
  );
}
