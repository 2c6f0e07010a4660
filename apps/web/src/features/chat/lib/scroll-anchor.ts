/** Where the reader's place is: the top message on screen, and its offset from the list's top edge. */
export type ScrollAnchor = { messageId: string; offsetFromTop: number };

/**
 * The scroll position that puts the anchor message back where it was after older messages were added
 * above it: its new position in the content, less the offset it had from the visible top.
 */
export function anchoredScrollTop(anchor: ScrollAnchor, anchorTopNow: number): number {
  return Math.max(0, anchorTopNow - anchor.offsetFromTop);
}

/** The first message whose bottom is below the visible top: the one the reader is looking at. */
export function pickAnchor(messages: readonly { id: string; top: number; height: number }[], scrollTop: number): ScrollAnchor | null {
  const first = messages.find((m) => m.top + m.height > scrollTop) ?? messages[0];
  return first ? { messageId: first.id, offsetFromTop: first.top - scrollTop } : null;
}

const NEAR_BOTTOM_PX = 120;

/** True when the reader is at (or close to) the newest message, so new ones should keep it in view. */
export function isNearBottom(list: { scrollTop: number; scrollHeight: number; clientHeight: number }): boolean {
  return list.scrollHeight - list.scrollTop - list.clientHeight <= NEAR_BOTTOM_PX;
}
