import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { Icon } from '../../../components/ui/icon';
import { STEPS } from '../lib/content';
import { Button } from '../../../components/ui/button';

/** A short walk through the three steps, in a modal dialog that Escape or Close dismisses. */
export function DemoModal({ onClose }: { onClose: () => void }) {
  const [index, setIndex] = useState(0);
  const step = STEPS[index]!;
  const isLast = index === STEPS.length - 1;

  return (
    <Dialog title="SeedMatch demo" onClose={onClose}>
      <div className="space-y-4">
        <p className="text-xs font-medium text-brand-700" aria-live="polite">
          Step {index + 1} of {STEPS.length}
        </p>
        <div className="space-y-2 rounded-2xl bg-brand-50 p-4 text-center">
          <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-white text-brand-700">
            <Icon icon={step.icon} size={36} />
          </span>
          <h3 className="text-lg font-semibold">{step.title}</h3>
          <p className="text-sm text-zinc-700">{step.demo}</p>
        </div>
        <div className="flex gap-2">
          <Button variant="secondary" disabled={index === 0} onClick={() => setIndex((i) => i - 1)} className="flex-1">
            Back
          </Button>
          <Button onClick={() => (isLast ? onClose() : setIndex((i) => i + 1))} className="flex-1">
            {isLast ? 'Done' : 'Next'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
