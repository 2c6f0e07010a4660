import { useState } from 'react';
import type { Idea } from '@seedmatch/shared/ideas';

/**
 * What a screen reader is told as the deck moves on: the idea now on top after a swipe (or an undone pass),
 * or that none is left. The Pass and Like buttons keep the focus, so without it a swipe changed the card in
 * silence. The deck's first card is not said: it is on screen as the page opens.
 */
export function useDeckAnnouncement(current: Idea | null, isEmpty: boolean): string {
  const id = current?.id ?? null;
  const [seen, setSeen] = useState({ id, isEmpty, hasMoved: false, text: '' });
  if (id !== seen.id || isEmpty !== seen.isEmpty) {
    const hasMoved = seen.hasMoved || seen.id !== null;
    const now = current ? `Next idea: ${current.title}` : isEmpty ? 'That was the last idea for now.' : seen.text;
    setSeen({ id, isEmpty, hasMoved, text: hasMoved ? now : '' });
  }
  return seen.text;
}
