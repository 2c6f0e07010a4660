import { useLayoutEffect, useRef, useState } from 'react';

function observeSize(element: Element, onResize: () => void): () => void {
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(onResize);
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * Clamps a text to the whole lines that fit the box around it (its parent, sized by the card's layout) and
 * says whether it had to: a card's pitch takes what room the title, owner and tags leave, on any screen.
 */
export function useFitLines<T extends HTMLElement>(text: string) {
  const ref = useRef<T>(null);
  const [lines, setLines] = useState<number | undefined>();
  const [isClamped, setIsClamped] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    const box = element?.parentElement;
    if (!element || !box) return;
    const measure = () => {
      const lineHeight = parseFloat(getComputedStyle(element).lineHeight);
      if (!(lineHeight > 0) || box.clientHeight === 0) return;
      const fit = Math.max(1, Math.floor(box.clientHeight / lineHeight));
      setLines(fit);
      // A clamped box keeps its whole text's height as its scroll height.
      setIsClamped(element.scrollHeight > fit * lineHeight + 1);
    };
    measure();
    return observeSize(box, measure);
  }, [text]);
  return { ref, lines, isClamped };
}

/** Whether a text clamped by its CSS (a fixed number of lines) is cut short at its current size. */
export function useIsClamped<T extends HTMLElement>(text: string) {
  const ref = useRef<T>(null);
  const [isClamped, setIsClamped] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setIsClamped(element.scrollHeight > element.clientHeight + 1);
    measure();
    return observeSize(element, measure);
  }, [text]);
  return { ref, isClamped };
}
