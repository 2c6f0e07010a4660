import { WifiOff } from 'lucide-react';
import { Icon } from '../components/ui/icon';
import { useIsOnline } from '../lib/use-is-online';

/** Said on every screen while the device has no connection; it goes by itself when the connection is back. */
export function OfflineBanner() {
  if (useIsOnline()) return null;
  return (
    <p role="status" className="flex items-center justify-center gap-2 bg-zinc-800 px-4 py-1.5 text-center text-xs font-medium text-white">
      <Icon icon={WifiOff} size={14} />
      You're offline. SeedMatch carries on when the connection is back.
    </p>
  );
}
