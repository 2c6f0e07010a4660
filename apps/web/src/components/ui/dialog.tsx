import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

type Props = { labelId: string; onClose: () => void; children: ReactNode; layer?: 'base' | 'top' };

/**
 * A modal dialog that Escape, Close or a tap outside dismisses. Escape is handled on the dialog itself and
 * stops there, so a nested dialog closes alone; focus returns to whatever opened it.
 */
export function Dialog({ labelId, onClose, children, layer = 'base' }: Props) {
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialogRef.current?.focus();
    return () => opener?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  return (
    <div
      className={`fixed inset-0 flex items-end justify-center bg-black/50 p-0 sm:items-center sm:p-4 ${layer === 'top' ? 'z-[60]' : 'z-50'}`}
      onClick={(event) => {
        event.stopPropagation();
        onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        onClick={(event) => event.stopPropagation()}
        className="relative max-h-[90vh] w-full max-w-md overflow-y-auto rounded-t-dialog bg-white p-5 shadow-(--elevation-dialog) outline-none sm:rounded-dialog"
      >
        <button
          type="button"
          onClick={onClose}
          className="absolute top-3 right-3 rounded-lg px-2 py-1 text-label font-semibold text-zinc-600 transition-colors duration-(--duration-quick) ease-standard hover:bg-zinc-100"
        >
          Close
        </button>
        {children}
      </div>
    </div>
  );
}
