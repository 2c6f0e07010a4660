import type { ReactNode } from 'react';
import { Button, ButtonLink } from './button';

type ToastProps = {
  title: string;
  children: ReactNode;
  /** The one thing to do about it: a screen to open (following it closes the toast), or an action to run. */
  action: { label: string; to: string } | { label: string; run: () => void };
  /** Called when the link is followed. */
  onClose?: () => void;
};

/**
 * A short notice above the bottom tab bar (at the foot of the window from 1024 px), announced politely to
 * screen readers; whoever shows it decides how long it stays.
 */
export function Toast({ title, children, action, onClose }: ToastProps) {
  return (
    <div role="status" className="fixed inset-x-0 bottom-20 z-40 mx-auto max-w-md px-4 lg:bottom-6">
      <div className="flex items-center gap-3 rounded-card bg-zinc-900 p-4 text-white shadow-(--elevation-overlay)">
        <p className="min-w-0 flex-1 text-label">
          <strong className="block">{title}</strong>
          {children}
        </p>
        {'to' in action ? (
          <ButtonLink to={action.to} onClick={onClose} className="shrink-0 text-label">
            {action.label}
          </ButtonLink>
        ) : (
          <Button onClick={action.run} className="shrink-0 text-label">
            {action.label}
          </Button>
        )}
      </div>
    </div>
  );
}
