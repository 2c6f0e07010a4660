import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab go round the sheet's own controls, never out to the page behind it. */
function keepFocusInside(dialog: HTMLElement, event: KeyboardEvent) {
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A modal sheet: rises from the bottom on phones, a centred dialog from the `sm` width up. Labelled by its
 * title; Escape, Close or a tap on the backdrop close it; focus stays inside while it is open and goes back
 * to what opened it. A native modal `<dialog>` also makes the page behind it inert for assistive technology.
 * Keys pressed inside stop here, so a screen's own shortcuts (the deck's arrow keys) don't act behind it.
 */
export function Sheet({ title, onClose, children }: { title: ReactNode; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    dialog.focus();
    return () => {
      dialog.close();
      opener?.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    event.stopPropagation();
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab') {
      keepFocusInside(event.currentTarget, event);
    }
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="fixed inset-x-0 top-auto bottom-0 m-0 mx-auto max-h-[85dvh] w-full max-w-md overflow-hidden rounded-t-dialog bg-white p-0 text-zinc-900 shadow-(--elevation-dialog) outline-none backdrop:bg-black/50 sm:top-0 sm:m-auto sm:rounded-dialog"
    >
      <div className="flex max-h-[85dvh] flex-col">
        <header className="flex items-start justify-between gap-3 border-b border-zinc-100 px-5 pt-4 pb-3">
          <h2 id={titleId} className="min-w-0 text-title font-bold [overflow-wrap:anywhere]">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="-mt-1 -mr-2 min-h-11 shrink-0 rounded-lg px-3 text-label font-semibold text-zinc-600 transition-colors duration-(--duration-quick) ease-standard hover:bg-zinc-100"
          >
            Close
          </button>
        </header>
        <div className="overflow-y-auto px-5 pt-4 pb-[max(1.25rem,env(safe-area-inset-bottom))]">{children}</div>
      </div>
    </dialog>
  );
}
