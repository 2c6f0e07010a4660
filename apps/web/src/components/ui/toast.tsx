import type { ReactNode } from 'react';
import { Button, ButtonLink } from './button';

type ToastProps = {
  title: string;
  children?: ReactNode;
  /** The one thing to do about it, if any: a screen to open (following it closes the toast), or an action to run. */
  action?: { label: string; to: string } | { label: string; run: () => void };
  /** Called when the link is followed. */
  onClose?: () => void;
};

/**
 * A short notice at the top of a phone's screen, as the phone's own notifications come, and in the window's
 * bottom right corner from 1024 px; announced politely to screen readers; whoever shows it decides how long it
 * stays. Never at the foot's middle: there it covered the deck's Pass and Like.
 */
export function Toast({ title, children, action, onClose }: ToastProps) {
  return (
    <div
      role="status"
      className="fixed inset-x-0 top-[calc(var(--offline-banner-height)+0.5rem)] z-40 mx-auto max-w-md px-4 lg:top-auto lg:right-6 lg:bottom-6 lg:left-auto lg:w-96 lg:px-0"
    >
      <div className="flex items-center gap-3 rounded-card bg-zinc-900 p-4 text-white shadow-(--elevation-overlay)">
        <p className="min-w-0 flex-1 text-label">
          <strong className="line-clamp-2 break-words">{title}</strong>
          {children}
        </p>
        {!action ? null : 'to' in action ? (
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
