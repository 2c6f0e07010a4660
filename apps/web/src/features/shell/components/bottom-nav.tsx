import { Link, useLocation } from 'react-router';
import type { Role } from '@seedmatch/shared/roles';
import { isTabActive, tabsFor, type TabId } from '../lib/nav';

const ICONS: Record<TabId, string> = {
  home: 'M3 11l9-8 9 8v10a1 1 0 0 1-1 1h-5v-7H9v7H4a1 1 0 0 1-1-1z',
  swipe: 'M4 6h11a2 2 0 0 1 2 2v11H6a2 2 0 0 1-2-2zM19 4v13',
  investor: 'M3 17l6-6 4 4 8-8M15 7h6v6',
  matches: 'M12 21s-7-4.5-9.5-9A5.5 5.5 0 0 1 12 6a5.5 5.5 0 0 1 9.5 6c-2.5 4.5-9.5 9-9.5 9z',
  challenge: 'M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0zM5 5H3v2a3 3 0 0 0 3 3M19 5h2v2a3 3 0 0 1-3 3',
  chat: 'M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z',
};

export function BottomNav({ role }: { role: Role }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Main" className="sticky bottom-0 z-20 border-t border-brand-100 bg-white pb-[env(safe-area-inset-bottom)]">
      <ul className="grid grid-cols-5">
        {tabsFor(role).map((tab) => {
          const active = isTabActive(tab, pathname);
          return (
            <li key={tab.id}>
              <Link
                to={tab.path}
                aria-current={active ? 'page' : undefined}
                className={`flex flex-col items-center gap-0.5 py-2 text-xs font-medium ${active ? 'text-brand-700' : 'text-zinc-500'}`}
              >
                <svg
                  viewBox="0 0 24 24"
                  className="h-6 w-6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  aria-hidden
                >
                  <path d={ICONS[tab.id]} />
                </svg>
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
