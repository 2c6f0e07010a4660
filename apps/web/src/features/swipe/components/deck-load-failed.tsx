import { CloudOff } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';

/**
 * The deck ran out and more could not be read (the server unreachable while the browser says it is online):
 * said as such, so nobody takes it for "No more ideas!", with a way to try again.
 */
export function DeckLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <EmptyState title="Couldn't load ideas" icon={CloudOff}>
      <p>SeedMatch could not be reached. Check your connection, then try again.</p>
      <Button variant="secondary" onClick={onRetry} className="mt-4">
        Try Again
      </Button>
    </EmptyState>
  );
}
