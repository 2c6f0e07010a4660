import { MVP_UNLOCK_MINUTES, challengeStatus, type Challenge, type ChallengeStatus } from '@seedmatch/shared/challenge';

export type ChallengeClock = {
  /** Where the challenge stands by the server's clock, which may have moved on since it was fetched. */
  status: ChallengeStatus;
  /** Time left to the start while waiting, to the end while active; 0 once ended. */
  remainingMs: number;
  /** Share of the 48-hour window that has passed, 0-100, whole numbers. */
  elapsedPercent: number;
  /** Whole minutes until this user may submit (0 when open or not joined). */
  submitWaitMinutes: number;
  /** Whether submitting opens before the end: for one who joined, and for one who would join now. */
  canSubmitInTime: boolean;
};

/** Where a challenge stands at `serverNow` (milliseconds on the server's clock). */
export function challengeClock(challenge: Challenge, serverNow: number): ChallengeClock {
  const startsAt = Date.parse(challenge.startsAt);
  const endsAt = Date.parse(challenge.endsAt);
  const status = challengeStatus(new Date(startsAt), new Date(endsAt), new Date(serverNow));
  const target = status === 'waiting' ? startsAt : endsAt;
  const span = endsAt - startsAt;
  const elapsed = span > 0 ? Math.min(1, Math.max(0, (serverNow - startsAt) / span)) : 1;
  const unlockAt = challenge.me.canSubmitAt ? Date.parse(challenge.me.canSubmitAt) : serverNow;
  const unlockIfJoinedNow = Math.max(serverNow + MVP_UNLOCK_MINUTES * 60_000, startsAt);
  return {
    status,
    remainingMs: status === 'ended' ? 0 : Math.max(0, target - serverNow),
    elapsedPercent: Math.floor(elapsed * 100),
    // Whole seconds first, so a few milliseconds of network delay don't turn "Wait 30m" into 31.
    submitWaitMinutes: Math.max(0, Math.ceil(Math.round((unlockAt - serverNow) / 1000) / 60)),
    canSubmitInTime: (challenge.me.joined ? unlockAt : unlockIfJoinedNow) < endsAt,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** hh:mm:ss, hours not capped at 24 (a 48-hour challenge shows 47:59:59). */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/** The badge on a locked Submit MVP button: "Wait 30m", or hours when it is further off. */
export function waitBadge(minutes: number): string {
  return minutes > 90 ? `Wait ${Math.ceil(minutes / 60)}h` : `Wait ${minutes}m`;
}
