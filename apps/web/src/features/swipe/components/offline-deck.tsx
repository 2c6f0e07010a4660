import { WifiOff } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';

/**
 * The deck without a connection: a swipe is decided by the server at once (a match, the next cards), so it is
 * not queued; the deck says so and comes back by itself (decision 0054).
 */
export function OfflineDeck() {
  return (
    <div>
      <h1 className="sr-only">Swipe ideas</h1>
      <EmptyState title="Swiping needs a connection" icon={WifiOff}>
        <p>Swipes aren't saved offline, so your deck waits until you're back online. Your matches and messages are still here.</p>
        <ButtonLink to="/app/matches" variant="secondary" className="mt-4">
          See your matches
        </ButtonLink>
      </EmptyState>
    </div>
  );
}
