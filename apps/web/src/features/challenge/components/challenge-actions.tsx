import { useRef, useState } from 'react';
import type { Challenge } from '@seedmatch/shared/challenge';
import { Button } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth/auth-context';
import { useJoinChallenge } from '../api/join-challenge';
import { useLeaveChallenge } from '../api/leave-challenge';
import { waitBadge, type ChallengeClock } from '../hooks/challenge-clock';
import { MvpForm } from './mvp-form';
import { card } from './styles';

export const EXIT_CONFIRM = 'Are you sure you want to exit the challenge? You can rejoin anytime before the deadline.';
export const LATE_JOIN_NOTE = 'Less than 30 minutes are left: an MVP can be submitted only 30 minutes after joining.';
export const TOO_LATE_NOTE = 'The challenge ends before your 30 minutes are up, so no MVP can be submitted.';

function SubmitMvp({ challengeId, clock }: { challengeId: string; clock: ChallengeClock }) {
  const [isOpen, setIsOpen] = useState(false);
  const waitMinutes = clock.submitWaitMinutes;
  if (!clock.canSubmitInTime) {
    return (
      <>
        <Button disabled size="lg" fullWidth>
          Submit MVP
        </Button>
        <p className="text-sm text-zinc-600">{TOO_LATE_NOTE}</p>
      </>
    );
  }
  if (waitMinutes > 0) {
    return (
      <Button disabled size="lg" fullWidth>
        Submit MVP
        <span className="rounded-full bg-white/25 px-2 py-0.5 text-xs">{waitBadge(waitMinutes)}</span>
      </Button>
    );
  }
  if (isOpen) return <MvpForm challengeId={challengeId} onCancel={() => setIsOpen(false)} />;
  return (
    <Button onClick={() => setIsOpen(true)} size="lg" fullWidth>
      Submit MVP
    </Button>
  );
}

/** Join, exit, Generate MVP and Submit MVP, depending on the role and where this user stands. */
export function ChallengeActions({ challenge, clock }: { challenge: Challenge; clock: ChallengeClock }) {
  const { role } = useAuth();
  const join = useJoinChallenge();
  const leave = useLeaveChallenge();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const { me } = challenge;
  const isEnded = clock.status === 'ended';

  if (role === 'INVESTOR') {
    return (
      <section className={card}>
        <h2 className="font-semibold">Following along</h2>
        <p className="text-sm text-zinc-600">Only founders can join. Investors can follow along and review the MVPs founders submit.</p>
      </section>
    );
  }
  if (me.submission) return null;
  if (isEnded) {
    return (
      <section className={card}>
        <h2 className="font-semibold">This challenge has ended.</h2>
        <p className="text-sm text-zinc-600">
          {me.joined ? 'Time is up before an MVP was submitted.' : 'The next challenge will open soon.'}
        </p>
      </section>
    );
  }

  // The button pressed goes away with the change (Join, Exit): focus moves to the status that says what changed.
  const toStatus = () => statusRef.current?.focus();
  const exit = () => {
    if (window.confirm(EXIT_CONFIRM)) leave.mutate(challenge.id, { onSuccess: toStatus });
  };
  const isFull = challenge.participants >= challenge.maxParticipants;

  return (
    <section aria-label="Your challenge" className={card}>
      <p ref={statusRef} tabIndex={-1} aria-live="polite" className="text-sm text-zinc-700 focus:outline-none">
        Your status: <strong>{me.joined ? 'joined' : 'not joined'}</strong>
      </p>
      {!me.joined && isFull ? <p className="text-sm font-medium text-zinc-700">The challenge is full.</p> : null}
      {!me.joined && !isFull ? (
        <Button
          onClick={() => join.mutate(challenge.id, { onSuccess: toStatus })}
          disabled={join.isPending}
          loading={join.isPending}
          size="lg"
          fullWidth
        >
          {join.isPending ? 'Joining...' : 'Join Challenge'}
        </Button>
      ) : null}
      {!me.joined && !isFull && !clock.canSubmitInTime ? <p className="text-sm text-zinc-600">{LATE_JOIN_NOTE}</p> : null}
      <Button variant="secondary" onClick={() => window.alert('MVP generation feature coming soon!')} size="lg" fullWidth>
        Generate MVP
      </Button>
      {me.joined ? (
        <>
          <SubmitMvp challengeId={challenge.id} clock={clock} />
          <Button
            variant="danger-outline"
            onClick={exit}
            disabled={leave.isPending}
            loading={leave.isPending}
            fullWidth
            className="text-sm"
          >
            Exit Challenge
          </Button>
        </>
      ) : null}
    </section>
  );
}
