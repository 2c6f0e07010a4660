import { useEffect } from 'react';

/**
 * Where the focus goes when what had it left the page: the open modal on top (the page behind is inert),
 * else the screen's main heading, else the main area itself.
 */
function rescueTarget(): HTMLElement | null {
  const modals = document.querySelectorAll<HTMLElement>('dialog[open]');
  return modals[modals.length - 1] ?? document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
}

/**
 * No action leaves the keyboard at the top of the document: when the focused control goes away (a swiped
 * card's, a confirmation's, a list entry deleted, one view swapped for another), the focus moves to the screen's
 * heading, from where Tab goes on through the screen. Screens move it somewhere better where they know of one;
 * this runs after them (and after a closing modal gives the focus back) and only when the focus is truly lost:
 * a click on the page's background leaves it on <body> on purpose, with the last control still there.
 */
export function useFocusRescue(): void {
  useEffect(() => {
    let lastFocused: Element | null = null;
    let timer = 0;
    const onFocusIn = (event: FocusEvent) => {
      lastFocused = event.target instanceof Element ? event.target : null;
    };
    const check = () => {
      timer = 0;
      const active = document.activeElement;
      if ((active !== null && active !== document.body) || lastFocused === null || lastFocused.isConnected) return;
      const target = rescueTarget();
      if (!target) return;
      if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
      target.focus({ preventScroll: true });
    };
    const observer = new MutationObserver(() => {
      if (timer === 0) timer = window.setTimeout(check, 0);
    });
    document.addEventListener('focusin', onFocusIn);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, []);
}
