import { describe, expect, it } from 'vitest';
import { createDeckCursors } from './deck-cursors';

const at = (swipeRights: number) => ({ swipeRights, createdAt: new Date(Date.UTC(2026, 10, 1)) });
const MINUTE = 60_000;

describe('deck cursors', () => {
  it('keep a cursor for 10 minutes from its first read, however often it moves', () => {
    let now = 1;
    const cursors = createDeckCursors({ perf: { now: () => now }, ttlResolution: 0 });
    cursors.set('u1', at(90));
    now = 1 + 9 * MINUTE;
    cursors.set('u1', at(80));
    expect(cursors.get('u1')).toEqual(at(80));
    now = 2 + 10 * MINUTE;
    expect(cursors.get('u1')).toBeUndefined();
    cursors.set('u1', at(70));
    now = 1 + 19 * MINUTE;
    expect(cursors.get('u1')).toEqual(at(70));
  });
});
