import { describe, expect, it } from 'vitest';
import { anchoredScrollTop, isNearBottom, pickAnchor } from './scroll-anchor';

describe('keeping the reader’s place when earlier messages load', () => {
  // Three 100 px messages; the reader scrolled to 150, so m2 (100-200) is half visible at the top.
  const before = [
    { id: 'm1', top: 0, height: 100 },
    { id: 'm2', top: 100, height: 100 },
    { id: 'm3', top: 200, height: 100 },
  ];

  it('anchors on the message at the top of the view, with its offset from the top edge', () => {
    expect(pickAnchor(before, 150)).toEqual({ messageId: 'm2', offsetFromTop: -50 });
    expect(pickAnchor(before, 0)).toEqual({ messageId: 'm1', offsetFromTop: 0 });
  });

  it('scrolls so that message is exactly where it was after a page is added above it', () => {
    const anchor = pickAnchor(before, 150)!;
    // 50 older messages of 80 px (plus a day separator) pushed m2 down to 4,132 px.
    const scrollTop = anchoredScrollTop(anchor, 4132);
    expect(scrollTop).toBe(4182);
    expect(4132 - scrollTop).toBe(-50);
  });

  it('keeps the first message at the top when the reader was at the very top (where the button is)', () => {
    const anchor = pickAnchor(before, 0)!;
    expect(anchoredScrollTop(anchor, 2400)).toBe(2400);
  });

  it('never asks for a negative scroll position', () => {
    expect(anchoredScrollTop({ messageId: 'm1', offsetFromTop: 300 }, 100)).toBe(0);
  });

  it('has no anchor without messages', () => {
    expect(pickAnchor([], 0)).toBeNull();
  });
});

describe('isNearBottom', () => {
  it('is true at the bottom and within a little of it, false when reading older messages', () => {
    expect(isNearBottom({ scrollTop: 900, scrollHeight: 1500, clientHeight: 600 })).toBe(true);
    expect(isNearBottom({ scrollTop: 800, scrollHeight: 1500, clientHeight: 600 })).toBe(true);
    expect(isNearBottom({ scrollTop: 200, scrollHeight: 1500, clientHeight: 600 })).toBe(false);
  });
});
