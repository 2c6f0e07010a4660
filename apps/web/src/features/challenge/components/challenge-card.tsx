import { ButtonLink } from '../../../components/ui/button';
import { LoadingRegion, Skeleton, SkeletonLine } from '../../../components/ui/skeleton';
import { useAuth } from '../../../lib/auth/auth-context';
import { useCurrentChallenge, type LiveChallenge } from '../api/get-current-challenge';
import { useChallengeClock } from '../hooks/use-challenge-clock';
import { Countdown, StatusBadge, participantsText } from './challenge-timer';
import { card } from './styles';
import { NO_CHALLENGE_HINT } from '../lib/no-challenge';

function CardBody({ live, showLink }: { live: LiveChallenge; showLink: boolean }) {
  const { role } = useAuth();
  const clock = useChallengeClock(live);
  const { challenge } = live;
  const canJoin = role === 'FOUNDER' && !challenge.me.joined && clock.status !== 'ended';
  return (
    <>
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-semibold">48H Challenge</h2>
        <StatusBadge status={clock.status} />
      </div>
      <p className="text-sm text-zinc-700">{challenge.title}</p>
      <div className="flex items-end justify-between gap-2">
        <Countdown clock={clock} />
        <p className="text-sm text-zinc-700">{participantsText(challenge)}</p>
      </div>
      {showLink ? (
        <ButtonLink to="/app/challenge" variant={canJoin ? 'primary' : 'secondary'} size="lg" fullWidth>
          {canJoin ? 'Join Challenge' : 'View Challenge'}
        </ButtonLink>
      ) : null}
    </>
  );
}

/** The card's body in the skeleton kit, as tall as the body that replaces it, so the cards below do not move. */
function CardSkeleton({ showLink }: { showLink: boolean }) {
  return (
    <LoadingRegion label="Loading challenge" className="space-y-3">
      <div className="flex items-center justify-between">
        <SkeletonLine height="h-6" width="w-32" />
        <Skeleton className="h-6 w-14 rounded-full" />
      </div>
      <SkeletonLine width="w-1/2" />
      <div className="flex items-end justify-between">
        <Skeleton className="h-12 w-32 rounded-lg" />
        <SkeletonLine width="w-24" />
      </div>
      {showLink ? <Skeleton className="h-12 rounded-xl" /> : null}
    </LoadingRegion>
  );
}

/** The home screen's 48H challenge card: status, countdown, participants and a link to /app/challenge. */
export function ChallengeCard({ showLink = true }: { showLink?: boolean }) {
  const { data, isPending } = useCurrentChallenge();
  return (
    <section aria-label="48H Challenge" className={card}>
      {isPending ? <CardSkeleton showLink={showLink} /> : null}
      {!isPending && !data ? (
        <>
          <h2 className="font-semibold">No Active Challenge</h2>
          <p className="text-sm text-zinc-600">{NO_CHALLENGE_HINT}</p>
        </>
      ) : null}
      {data ? <CardBody live={data} showLink={showLink} /> : null}
    </section>
  );
}
