import { Bell } from 'lucide-react';
import { Icon } from '../../../components/ui/icon';
import { badgeText } from '../lib/nav';

export function NotificationBell({ count, onPress }: { count: number; onPress: () => void }) {
  const badge = badgeText(count);
  return (
    <button
      type="button"
      onClick={onPress}
      aria-label={badge ? `Notifications, ${count} unread` : 'Notifications'}
      className="relative inline-flex size-11 items-center justify-center rounded-full text-zinc-700 hover:bg-brand-50"
    >
      <Icon icon={Bell} size={24} />
      {badge ? (
        <span
          data-testid="bell-badge"
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs leading-5 font-bold text-white"
        >
          {badge}
        </span>
      ) : null}
    </button>
  );
}
