import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { keepFocusInside, lockPageScroll } from './modal-behaviour';

export type ModalProps = {
  onClose: () => void;
  children: ReactNode;
  /** The heading the modal draws above its content and is named by; or leave it out and give `labelId`. */
  title?: ReactNode;
  /** The id of a heading inside `children` that names the modal, for one that draws its own. */
  labelId?: string;
  /** What has the focus once it opens; the modal itself when left out. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** False for a modal named by `labelId` whose own buttons close it (the match modal's "Continue Swiping"). */
  hasCloseButton?: boolean;
};

const FRAMES = {
  dialog: 'm-auto w-[calc(100%-2rem)] rounded-dialog',
  sheet: 'inset-x-0 top-auto bottom-0 m-0 mx-auto w-full rounded-t-dialog sm:top-0 sm:m-auto sm:w-[calc(100%-2rem)] sm:rounded-dialog',
};

const closeButton =
  'min-h-11 shrink-0 rounded-lg px-3 text-label font-semibold text-zinc-600 transition-colors duration-(--duration-quick) ease-standard hover:bg-zinc-100';

/**
 * The one modal of the kit, on a native `<dialog>` opened with showModal: the page behind is inert, the
 * page does not scroll, Tab goes round the modal's own controls, Escape, the system's back gesture (the
 * dialog's cancel), a tap on the backdrop or Close calls `onClose`, and focus goes back to what opened it.
 * Keys pressed inside stop here, Escape included (handled on keydown, which spares the cancel), so a
 * screen's own shortcuts (the deck's arrow keys) and a modal under this one don't act on them.
 */
export function Modal(props: ModalProps & { variant: keyof typeof FRAMES }) {
  const { variant, onClose, children, title, labelId, initialFocus, hasCloseButton = true } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const latest = useRef({ onClose, initialFocus });
  const pressedBackdrop = useRef(false);
  const titleId = useId();
  // Taken before the modal exists (and once, however often the effect below runs): what to give the focus back to.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));

  useLayoutEffect(() => {
    latest.current = { onClose, initialFocus };
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const cancel = (event: Event) => {
      event.preventDefault();
      latest.current.onClose();
    };
    // The browser may close a modal on its own (a second Escape with no tap between); the screen hears of it.
    const closedByBrowser = () => latest.current.onClose();
    dialog.addEventListener('cancel', cancel);
    dialog.addEventListener('close', closedByBrowser);
    if (!dialog.open) dialog.showModal();
    (latest.current.initialFocus?.current ?? dialog).focus();
    const unlockScroll = lockPageScroll();
    return () => {
      dialog.removeEventListener('cancel', cancel);
      dialog.removeEventListener('close', closedByBrowser);
      dialog.close();
      unlockScroll();
      // Once every modal closing with this one has closed (a modal and the one over it may close together),
      // unless it opened again (React's development mode runs this effect twice).
      queueMicrotask(() => {
        if (!dialog.open) opener?.focus();
      });
    };
  }, [opener]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    event.stopPropagation();
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab') {
      keepFocusInside(event.currentTarget, event);
    }
  };

  return createPortal(
    <dialog
      ref={ref}
      aria-labelledby={title === undefined ? labelId : titleId}
      aria-modal="true"
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onPointerDown={(event) => {
        pressedBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // Only a tap that starts and ends on the backdrop: a text selection dragged out of the content is no tap.
        if (pressedBackdrop.current && event.target === event.currentTarget) onClose();
      }}
      className={`max-h-[85dvh] max-w-md overflow-hidden bg-white p-0 text-zinc-900 shadow-(--elevation-dialog) outline-none backdrop:bg-black/50 ${FRAMES[variant]}`}
    >
      {title === undefined ? (
        <div className="relative max-h-[85dvh] overflow-y-auto p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))]">
          {hasCloseButton ? (
            <button type="button" onClick={onClose} className={`absolute top-2 right-2 ${closeButton}`}>
              Close
            </button>
          ) : null}
          {children}
        </div>
      ) : (
        <div className="flex max-h-[85dvh] flex-col">
          <header className="flex items-start justify-between gap-3 border-b border-zinc-100 px-5 pt-4 pb-3">
            <h2 id={titleId} className="min-w-0 text-title font-bold [overflow-wrap:anywhere]">
              {title}
            </h2>
            <button type="button" onClick={onClose} className={`-mt-1 -mr-2 ${closeButton}`}>
              Close
            </button>
          </header>
          <div className="overflow-y-auto px-5 pt-4 pb-[max(1.25rem,env(safe-area-inset-bottom))]">{children}</div>
        </div>
      )}
    </dialog>,
    document.body,
  );
}
