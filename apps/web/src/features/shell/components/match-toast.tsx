import { Link } from 'react-router';
import type { MatchEvent } from '@seedmatch/shared/matches';

/** Someone matched with the user elsewhere: said for a few seconds (the shell times it). */
export function MatchToast({ match, onClose }: { match: MatchEvent; onClose: () => void }) {
  return (
    <div role="status" className="fixed inset-x-0 bottom-20 z-40 mx-auto max-w-md px-4 lg:bottom-6">
      <div className="flex items-center gap-3 rounded-2xl bg-zinc-900 p-4 text-white shadow-xl">
        <p className="flex-1 text-sm">
          <strong className="block">New match!</strong>
          {match.matchedUserName} liked your idea too: {match.ideaTitle}
        </p>
        <Link to="/app/matches" onClick={onClose} className="rounded-lg bg-brand-700 px-3 py-2 text-sm font-semibold">
          View Matches
        </Link>
      </div>
    </div>
  );
}
