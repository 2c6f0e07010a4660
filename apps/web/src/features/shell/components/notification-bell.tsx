import { badgeText } from '../lib/nav';

export function NotificationBell({ count, onPress }: { count: number; onPress: () => void }) {
  const badge = badgeText(count);
  return (
    <button
      type="button"
      onClick={onPress}
      aria-label={badge ? `Notifications, ${count} unread` : 'Notifications'}
      className="relative rounded-full p-2 text-zinc-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
        <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </svg>
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
