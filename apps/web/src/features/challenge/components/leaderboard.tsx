import { Trophy } from 'lucide-react';
import type { Leaderboard as Board } from '@seedmatch/shared/challenge-leaderboard';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLeaderboard } from '../api/get-leaderboard';
import { LeaderboardRow } from './leaderboard-row';
import { card } from './styles';

function Ranking({ board }: { board: Board }) {
  if (board.entries.length === 0) {
    return (
      <EmptyState title="No submissions yet" icon={Trophy}>
        The first founder to ship an MVP takes the top spot.
      </EmptyState>
    );
  }
  return (
    <>
      <ol aria-label="Leaderboard" className="space-y-1">
        {board.entries.map((entry) => (
          <LeaderboardRow key={entry.rank} entry={entry} />
        ))}
      </ol>
      {board.me ? (
        <ol aria-label="Your place" className="border-t border-dashed border-zinc-300 pt-2">
          <LeaderboardRow entry={board.me} />
        </ol>
      ) : null}
    </>
  );
}

/** The challenge's MVPs ranked by credits (docs/product.md#leaderboard), for founders and investors alike. */
export function Leaderboard({ challengeId }: { challengeId: string }) {
  const { data, isPending, isError, error, refetch, isRefetching } = useLeaderboard(challengeId);
  return (
    <section aria-labelledby="leaderboard-title" className={card}>
      <header>
        <h2 id="leaderboard-title" className="text-lg font-bold text-zinc-900">
          Leaderboard
        </h2>
        <p className="text-sm text-zinc-600">
          Ranked by credits; on a tie the earlier MVP ranks higher. The top three when the challenge ends win the prizes.
        </p>
      </header>
      {isPending ? (
        <ListSkeleton
          label="Loading leaderboard"
          variant="divided"
          avatar="h-9 w-9"
          aside={<Skeleton className="h-10 w-10 shrink-0 rounded-lg" />}
        />
      ) : null}
      {isError ? (
        <div className="space-y-2">
          <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
            {error.message}
          </p>
          <Button variant="secondary" size="sm" loading={isRefetching} onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
      {data ? <Ranking board={data} /> : null}
    </section>
  );
}
