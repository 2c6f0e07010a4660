import { useEffect, useRef, useState } from 'react';
import { Icon } from '../../../components/ui/icon';
import { STEPS } from '../lib/content';

/** A short walk through the three steps, in a modal dialog that Escape or Close dismisses. */
export function DemoModal({ onClose }: { onClose: () => void }) {
  const [index, setIndex] = useState(0);
  const dialogRef = useRef<HTMLDivElement>(null);
  const step = STEPS[index]!;
  const isLast = index === STEPS.length - 1;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialogRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      opener?.focus();
    };
  }, [onClose]);

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-black/50 p-4 sm:items-center" onClick={onClose}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby="demo-title"
        tabIndex={-1}
        onClick={(event) => event.stopPropagation()}
        className="w-full max-w-sm space-y-4 rounded-3xl bg-white p-6 shadow-xl outline-none"
      >
        <div className="flex items-start justify-between gap-2">
          <h2 id="demo-title" className="text-lg font-bold">
            SeedMatch demo
          </h2>
          <button type="button" onClick={onClose} className="rounded-lg px-2 py-1 text-sm font-semibold text-zinc-600 hover:bg-zinc-100">
            Close
          </button>
        </div>
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
          <button
            type="button"
            disabled={index === 0}
            onClick={() => setIndex((i) => i - 1)}
            className="flex-1 rounded-xl border border-brand-600 px-4 py-2 font-semibold text-brand-700 disabled:opacity-40"
          >
            Back
          </button>
          <button
            type="button"
            onClick={() => (isLast ? onClose() : setIndex((i) => i + 1))}
            className="flex-1 rounded-xl bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-900"
          >
            {isLast ? 'Done' : 'Next'}
          </button>
        </div>
      </div>
    </div>
  );
}
