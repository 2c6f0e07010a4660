import type { Challenge, ChallengeStatus } from '@seedmatch/shared/challenge';
import { formatCountdown, type ChallengeClock } from '../hooks/challenge-clock';
import { ProgressRing } from './progress-ring';

const statusStyle: Record<ChallengeStatus, string> = {
  waiting: 'bg-amber-100 text-amber-800',
  active: 'bg-brand-100 text-brand-900',
  ended: 'bg-zinc-200 text-zinc-700',
};

const countdownLabel: Record<ChallengeStatus, string> = {
  waiting: 'Starts in',
  active: 'Time left',
  ended: 'Challenge ended',
};

export function StatusBadge({ status }: { status: ChallengeStatus }) {
  return (
    <span aria-label={`Challenge status: ${status}`} className={`rounded-full px-3 py-1 text-xs font-semibold ${statusStyle[status]}`}>
      {status}
    </span>
  );
}

/** Countdown (hh:mm:ss) to the start while waiting, to the end while active. */
export function Countdown({ clock }: { clock: ChallengeClock }) {
  return (
    <div>
      <p className="text-xs font-medium text-zinc-600">{countdownLabel[clock.status]}</p>
      <p
        role="timer"
        aria-label={countdownLabel[clock.status]}
        className="font-mono text-2xl font-bold tabular-nums text-brand-900 min-[360px]:text-3xl"
      >
        {formatCountdown(clock.remainingMs)}
      </p>
    </div>
  );
}

export function participantsText(challenge: Challenge) {
  return `${challenge.participants}/${challenge.maxParticipants} participants`;
}

/** The status, countdown, participants and progress ring of the challenge. */
export function ChallengeTimer({ challenge, clock }: { challenge: Challenge; clock: ChallengeClock }) {
  return (
    <section aria-label="Challenge progress" className="flex items-center gap-4 rounded-2xl bg-brand-50 p-4">
      <ProgressRing percent={clock.elapsedPercent} />
      <div className="min-w-0 space-y-2">
        <StatusBadge status={clock.status} />
        <Countdown clock={clock} />
        <p className="text-sm text-zinc-700">{participantsText(challenge)}</p>
      </div>
    </section>
  );
}
