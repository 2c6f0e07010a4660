import { useLayoutEffect, useRef } from 'react';

/**
 * A text box as tall as its text, up to its CSS `max-height` (then it scrolls inside): measured after each
 * change of `value` and when the window's size changes the wrapping.
 */
export function useAutoGrow(value: string) {
  const box = useRef<HTMLTextAreaElement>(null);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const fit = () => {
      element.style.height = 'auto';
      // scrollHeight leaves out the borders, which a border-box height includes.
      const borders = element.offsetHeight - element.clientHeight;
      element.style.height = `${element.scrollHeight + borders}px`;
    };
    fit();
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, [value]);

  return box;
}
