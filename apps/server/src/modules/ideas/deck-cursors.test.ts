import { describe, expect, it } from 'vitest';
import { DeckCursors } from './deck-cursors';

const at = (swipeRights: number) => ({ swipeRights, createdAt: new Date(Date.UTC(2026, 10, 1)) });

describe('DeckCursors', () => {
  it('keeps a cursor for a fixed time from its first read, however often it moves', () => {
    let now = 0;
    const cursors = new DeckCursors(1000, 10, () => now);
    cursors.set('u1', at(90));
    now = 900;
    cursors.set('u1', at(80));
    expect(cursors.get('u1')).toEqual(at(80));
    now = 1000;
    expect(cursors.get('u1')).toBeNull();
    cursors.set('u1', at(70));
    now = 1999;
    expect(cursors.get('u1')).toEqual(at(70));
  });

  it('forgets the least recently moved cursor past its size', () => {
    const cursors = new DeckCursors(1000, 2, () => 0);
    cursors.set('u1', at(1));
    cursors.set('u2', at(2));
    cursors.set('u1', at(3));
    cursors.set('u3', at(4));
    expect(cursors.get('u2')).toBeNull();
    expect(cursors.get('u1')).toEqual(at(3));
    expect(cursors.get('u3')).toEqual(at(4));
  });
});
