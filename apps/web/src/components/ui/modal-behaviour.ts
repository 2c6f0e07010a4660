import type { KeyboardEvent } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab and Shift+Tab go round the modal's own controls, never out to the page or the browser around it: past
 * the last control (or from anything inside with no control after it) Tab goes to the first, and back.
 */
export function keepFocusInside(dialog: HTMLElement, event: KeyboardEvent) {
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const active = document.activeElement;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last || !active) return;
  const position = (element: HTMLElement) => active.compareDocumentPosition(element);
  if (event.shiftKey && !focusable.some((element) => position(element) & Node.DOCUMENT_POSITION_PRECEDING)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && !focusable.some((element) => position(element) & Node.DOCUMENT_POSITION_FOLLOWING)) {
    event.preventDefault();
    first.focus();
  }
}

let openModals = 0;
let overflowBefore = '';

/** Stops the page behind from scrolling while any modal is open; the returned function undoes it when the last one closes. */
export function lockPageScroll(): () => void {
  if (openModals === 0) {
    overflowBefore = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  openModals += 1;
  return () => {
    openModals -= 1;
    if (openModals === 0) document.body.style.overflow = overflowBefore;
  };
}
