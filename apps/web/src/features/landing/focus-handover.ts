import { PRERENDERED_ATTRIBUTE } from '@seedmatch/shared/landing-boot';

const CONTROLS = 'a[href], button';

/**
 * Keyboard focus on the landing's pre-rendered first screen (docs/decisions/0058) goes to the same control
 * once the app's first render has replaced that screen: the same place among the controls, with the same
 * text. Nothing happens on a page without that screen.
 */
export function handOverFocus(root: HTMLElement): void {
  const prerendered = root.querySelector(`[${PRERENDERED_ATTRIBUTE}]`);
  if (!prerendered) return;
  const controls = () => [...root.querySelectorAll<HTMLElement>(CONTROLS)];
  let focused: { index: number; text: string | null } | null = null;
  const track = () => {
    const index = controls().indexOf(document.activeElement as HTMLElement);
    focused = index >= 0 ? { index, text: document.activeElement!.textContent } : null;
  };
  track();
  document.addEventListener('focusin', track);
  const observer = new MutationObserver(() => {
    if (prerendered.isConnected) return;
    observer.disconnect();
    document.removeEventListener('focusin', track);
    const same = focused && controls()[focused.index];
    if (same && same.textContent === focused!.text && document.activeElement === document.body) same.focus();
  });
  observer.observe(root, { childList: true });
}
