import { useLayoutEffect, useRef, useState } from 'react';
import { observeSize } from '../../../lib/use-is-clamped';

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
