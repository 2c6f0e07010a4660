import { OfflineDeck } from '../../features/swipe/components/offline-deck';
import { SwipePage } from '../../features/swipe/components/swipe-page';
import { useIsOnline } from '../../lib/use-is-online';

/** The deck needs the server for every swipe; without a connection it says so, and is back with it. */
export default function SwipeRoute() {
  return useIsOnline() ? <SwipePage /> : <OfflineDeck />;
}
