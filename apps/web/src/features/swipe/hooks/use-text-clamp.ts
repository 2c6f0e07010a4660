import { useLayoutEffect, useRef, useState } from 'react';
import { observeSize } from '../../../lib/use-is-clamped';

/**
 * Measures again once the page has settled: on the next two frames (after the stage takes its height) and when
 * the web fonts have loaded (the title's lines change, and with them the room left for the pitch).
 */
function measureWhenSettled(measure: () => void): () => void {
  let isLive = true;
  let frame = requestAnimationFrame(() => {
    measure();
    frame = requestAnimationFrame(measure);
  });
  void document.fonts?.ready.then(() => {
    if (isLive) measure();
  });
  return () => {
    isLive = false;
    cancelAnimationFrame(frame);
  };
}

/**
 * Clamps a text to the whole lines that fit the box around it (its parent, sized by the card's layout) and
 * says whether it had to: a card's pitch takes what room the title, owner and tags leave, on any screen.
 * The box is measured whenever it or the card around it changes size, and again once the page has settled,
 * so a first measure taken before the layout settled (one line in a box that grew) never sticks.
 */
export function useFitLines<T extends HTMLElement>(text: string) {
  const ref = useRef<T>(null);
  const [lines, setLines] = useState<number | undefined>();
  const [isClamped, setIsClamped] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    const box = element?.parentElement;
    if (!element || !box) return;
    const card = box.parentElement ?? box;
    const measure = () => {
      const lineHeight = parseFloat(getComputedStyle(element).lineHeight);
      // A card not laid out yet (no height) has only its minimum pitch box: wait for the real one.
      if (!(lineHeight > 0) || box.clientHeight === 0 || card.clientHeight === 0) return;
      const fit = Math.max(1, Math.floor(box.clientHeight / lineHeight));
      setLines(fit);
      // A clamped box keeps its whole text's height as its scroll height.
      setIsClamped(element.scrollHeight > fit * lineHeight + 1);
    };
    measure();
    const stops = [observeSize(box, measure), observeSize(card, measure), measureWhenSettled(measure)];
    return () => stops.forEach((stop) => stop());
  }, [text]);
  return { ref, lines, isClamped };
}
