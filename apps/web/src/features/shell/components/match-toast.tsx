import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { MATCH_TOAST_MS } from '@seedmatch/shared/ideas';
import type { MatchEvent } from '@seedmatch/shared/matches';
import { useSocketEvent } from '../../../lib/realtime/socket-context';

/** When someone matches with the user elsewhere, a toast says so for a few seconds. */
export function MatchToast() {
  const queryClient = useQueryClient();
  const [match, setMatch] = useState<MatchEvent | null>(null);

  const onMatch = useCallback(
    (event: MatchEvent) => {
      setMatch(event);
      void queryClient.invalidateQueries({ queryKey: ['matches'] });
      void queryClient.invalidateQueries({ queryKey: ['user-stats'] });
    },
    [queryClient],
  );
  useSocketEvent('match:new', onMatch);

  useEffect(() => {
    if (!match) return;
    const timer = window.setTimeout(() => setMatch(null), MATCH_TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [match]);

  if (!match) return null;
  return (
    <div role="status" className="fixed inset-x-0 bottom-20 z-40 mx-auto max-w-md px-4">
      <div className="flex items-center gap-3 rounded-2xl bg-zinc-900 p-4 text-white shadow-xl">
        <p className="flex-1 text-sm">
          <strong className="block">New match!</strong>
          {match.matchedUserName} liked your idea too: {match.ideaTitle}
        </p>
        <Link to="/app/matches" onClick={() => setMatch(null)} className="rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold">
          View Matches
        </Link>
      </div>
    </div>
  );
}
