import type { MatchEvent } from '@seedmatch/shared/matches';
import { Toast } from '../../../components/ui/toast';

/** Someone matched with the user elsewhere: said for a few seconds (the shell times it). */
export function MatchToast({ match, onClose }: { match: MatchEvent; onClose: () => void }) {
  return (
    <Toast title="New match!" action={{ label: 'View Matches', to: '/app/matches' }} onClose={onClose}>
      <span className="line-clamp-2 break-words">
        {match.matchedUserName} liked your idea too: {match.ideaTitle}
      </span>
    </Toast>
  );
}
