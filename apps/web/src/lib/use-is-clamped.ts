import { useLayoutEffect, useRef, useState } from 'react';

/** Calls `onResize` whenever the element's size changes; returns the function that stops it. */
export function observeSize(element: Element, onResize: () => void): () => void {
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(onResize);
  observer.observe(element);
  return () => observer.disconnect();
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
