import { describe, expect, it } from 'vitest';
import type { Challenge } from '@seedmatch/shared/challenge';
import { challengeClock, formatCountdown, waitBadge } from './challenge-clock';

const start = Date.parse('2026-01-01T00:00:00.000Z');
const at = (hours: number) => start + hours * 3600_000;
const challenge = (canSubmitAt: number | null = null): Challenge => ({
  id: 'c',
  title: 'T',
  status: 'active',
  startsAt: new Date(start).toISOString(),
  endsAt: new Date(at(48)).toISOString(),
  participants: 0,
  maxParticipants: 100,
  serverTime: new Date(start).toISOString(),
  me: {
    joined: canSubmitAt !== null,
    joinedAt: null,
    canSubmitAt: canSubmitAt === null ? null : new Date(canSubmitAt).toISOString(),
    submission: null,
  },
});

describe('challengeClock', () => {
  it('counts to the start while waiting, to the end while active, and stops when ended', () => {
    expect(challengeClock(challenge(), at(-2))).toMatchObject({ status: 'waiting', remainingMs: 2 * 3600_000, elapsedPercent: 0 });
    expect(challengeClock(challenge(), at(12))).toMatchObject({ status: 'active', remainingMs: 36 * 3600_000, elapsedPercent: 25 });
    expect(challengeClock(challenge(), at(50))).toMatchObject({ status: 'ended', remainingMs: 0, elapsedPercent: 100 });
  });

  it("locks submitting until the server's canSubmitAt, which is the start for one who joined while waiting", () => {
    expect(challengeClock(challenge(at(1)), at(0.5)).submitWaitMinutes).toBe(30);
    expect(challengeClock(challenge(at(1)), at(1)).submitWaitMinutes).toBe(0);
    expect(challengeClock(challenge(at(0)), at(-2)).submitWaitMinutes).toBe(120);
  });
});

describe('time to submit', () => {
  it('is there while the unlock comes before the end, for one who joined and one who would join now', () => {
    expect(challengeClock(challenge(at(1)), at(0.5)).canSubmitInTime).toBe(true);
    expect(challengeClock(challenge(), at(47.4)).canSubmitInTime).toBe(true);
    expect(challengeClock(challenge(), at(47.6)).canSubmitInTime).toBe(false);
    expect(challengeClock(challenge(at(48.2)), at(47.7)).canSubmitInTime).toBe(false);
  });
});

describe('formatting', () => {
  it('writes hh:mm:ss and the wait badge', () => {
    expect(formatCountdown(48 * 3600_000 - 1000)).toBe('47:59:59');
    expect(formatCountdown(-5)).toBe('00:00:00');
    expect(waitBadge(30)).toBe('Wait 30m');
    expect(waitBadge(120)).toBe('Wait 2h');
  });
});
