import { useLayoutEffect, useRef } from 'react';
import { WifiOff } from 'lucide-react';
import { Icon } from '../components/ui/icon';
import { useIsOnline } from '../lib/use-is-online';

const HEIGHT = '--offline-banner-height';

/**
 * Said on every screen while the device has no connection, and kept in sight: it sticks to the top, and the
 * app's sticky header below it (by its height, one line or two). It goes by itself when the connection is back.
 */
export function OfflineBanner() {
  const isOnline = useIsOnline();
  const ref = useRef<HTMLParagraphElement>(null);

  useLayoutEffect(() => {
    const banner = ref.current;
    if (!banner) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty(HEIGHT, `${banner.offsetHeight}px`));
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.removeProperty(HEIGHT);
    };
  }, [isOnline]);

  if (isOnline) return null;
  return (
    <p
      ref={ref}
      role="status"
      className="sticky top-0 z-30 flex items-center justify-center gap-2 bg-zinc-800 px-4 py-1.5 text-center text-xs font-medium text-white"
    >
      <Icon icon={WifiOff} size={14} />
      You're offline. SeedMatch carries on when the connection is back.
    </p>
  );
}
