import { Flag } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { useCurrentChallenge, type LiveChallenge } from '../api/get-current-challenge';
import { useChallengeClock } from '../hooks/use-challenge-clock';
import { ChallengeActions } from './challenge-actions';
import { NO_CHALLENGE_HINT } from '../lib/no-challenge';
import { ChallengeIntro } from './challenge-intro';
import { ChallengeTimer } from './challenge-timer';
import { Leaderboard } from './leaderboard';
import { SubmissionSummary } from './submission-summary';

function ChallengeView({ live }: { live: LiveChallenge }) {
  const { challenge } = live;
  const clock = useChallengeClock(live);
  const submission = challenge.me.submission;
  return (
    // From 1024 px the challenge (prizes, clock) and what one does in it (status, MVP, actions) sit side by side,
    // the leaderboard under both.
    <div className="space-y-4 p-4 lg:grid lg:grid-cols-2 lg:items-start lg:gap-6 lg:space-y-0">
      <div className="space-y-4">
        <ChallengeIntro title={challenge.title} />
        <ChallengeTimer challenge={challenge} clock={clock} />
      </div>
      <div className="space-y-4">
        {submission ? (
          <>
            <p className="text-sm text-zinc-700">
              Your status: <strong>submitted</strong>
            </p>
            <SubmissionSummary submission={submission} />
            {clock.status === 'ended' ? <p className="text-sm text-zinc-600">This challenge has ended.</p> : null}
          </>
        ) : null}
        <ChallengeActions challenge={challenge} clock={clock} />
      </div>
      <div className="lg:col-span-2">
        <Leaderboard challengeId={challenge.id} />
      </div>
    </div>
  );
}

/** /app/challenge: the one real 48-hour challenge from the server. */
export function ChallengePage() {
  const { data, isPending } = useCurrentChallenge();
  if (isPending) {
    return (
      <LoadingRegion label="Loading challenge" className="space-y-4 p-4 lg:grid lg:grid-cols-2 lg:gap-x-6 lg:gap-y-4 lg:space-y-0">
        <Skeleton className="h-60 rounded-2xl" />
        <Skeleton className="h-36 rounded-2xl" />
        <Skeleton className="h-40 rounded-2xl lg:col-start-2 lg:row-start-1" />
      </LoadingRegion>
    );
  }
  if (!data) {
    return (
      <EmptyState title="No Active Challenge" icon={Flag}>
        {NO_CHALLENGE_HINT}
      </EmptyState>
    );
  }
  return <ChallengeView live={data} />;
}
