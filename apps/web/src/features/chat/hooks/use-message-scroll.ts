import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { anchoredScrollTop, isNearBottom, pickAnchor, type ScrollAnchor } from '../lib/scroll-anchor';

const messageElements = (list: HTMLElement) => [...list.querySelectorAll<HTMLElement>('[data-message-id]')];

/**
 * Scrolling of the message list: the newest message stays in view while the reader is at the bottom (and
 * always after their own send), and when the list gets shorter (the keyboard opens, the phone turns, the
 * composer grows); loading earlier messages keeps the message they were reading where it was.
 */
export function useMessageScroll(lastId: string | undefined, firstId: string | undefined, isLastMine: boolean) {
  const list = useRef<HTMLOListElement>(null);
  const anchor = useRef<ScrollAnchor | null>(null);
  const wasNearBottom = useRef(true);

  const onScroll = useCallback(() => {
    if (list.current) wasNearBottom.current = isNearBottom(list.current);
  }, [list]);

  /** Call just before older messages are added above. */
  const holdPlace = useCallback(() => {
    const element = list.current;
    if (!element) return;
    const positions = messageElements(element).map((m) => ({ id: m.dataset.messageId ?? '', top: m.offsetTop, height: m.offsetHeight }));
    anchor.current = pickAnchor(positions, element.scrollTop);
  }, [list]);

  useLayoutEffect(() => {
    const element = list.current;
    const held = anchor.current;
    if (!element || !held) return;
    const target = messageElements(element).find((m) => m.dataset.messageId === held.messageId);
    if (target) element.scrollTop = anchoredScrollTop(held, target.offsetTop);
    anchor.current = null;
  }, [list, firstId]);

  useLayoutEffect(() => {
    const element = list.current;
    if (!element || (!wasNearBottom.current && !isLastMine)) return;
    const toFoot = () => {
      element.scrollTop = element.scrollHeight;
    };
    toFoot();
    wasNearBottom.current = true;
    // A long message gets its "Show more" once measured, after this: at the next frame, the foot again.
    const frame = requestAnimationFrame(toFoot);
    return () => cancelAnimationFrame(frame);
  }, [list, lastId, isLastMine]);

  // A list that changes size scrolls no one: a reader at the foot would see it sink below the composer.
  useEffect(() => {
    const element = list.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (wasNearBottom.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [list]);

  return { listRef: list, onScroll, holdPlace };
}
