import { Link, useLocation } from 'react-router';
import type { Role } from '@seedmatch/shared/roles';
import { Icon } from '../../../components/ui/icon';
import { isTabActive, tabsFor } from '../lib/nav';
import { TAB_ICONS } from '../lib/tab-icons';

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
                <Icon icon={TAB_ICONS[tab.id]} size={24} />
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
