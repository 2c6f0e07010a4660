import { useLayoutEffect, useState } from 'react';

/**
 * The height that takes an element from where it starts down to the bottom tab bar, so what it ends with
 * (the deck's Pass and Like) is on screen without scrolling, whatever sits above it (the header, the
 * demo sign-in notice). What follows the screen's `main` in the page is the tab bar; `below` is the room
 * kept under the element inside it. Never less than `min`: a very short window scrolls instead.
 */
export function useViewportFill<T extends HTMLElement>({ below, min }: { below: number; min: number }) {
  // A callback ref: the deck's skeleton mounts first, its cards in its place later; each is measured as it mounts.
  const [element, ref] = useState<T | null>(null);
  const [height, setHeight] = useState<number | undefined>();
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => {
      const root = document.documentElement;
      const top = element.getBoundingClientRect().top + window.scrollY;
      const main = element.closest('main');
      const after = main ? root.scrollHeight - (main.getBoundingClientRect().bottom + window.scrollY) : 0;
      setHeight(Math.max(min, Math.floor(window.innerHeight - top - after - below)));
    };
    measure();
    window.addEventListener('resize', measure);
    // The header and the notice above may change size after the first paint (a page the server did not send
    // waits for /api/config before it shows the notice).
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [element, below, min]);
  return { ref, height };
}
