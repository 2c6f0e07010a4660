import { Link, useLocation } from 'react-router';
import type { Role } from '@seedmatch/shared/roles';
import { Icon } from '../../../components/ui/icon';
import { isTabActive, tabsFor } from '../lib/nav';
import { TAB_ICONS } from '../lib/tab-icons';

/** The bottom bar's five destinations as a column at the left, from 1024 px wide (docs/decisions/0040). */
export function SideNav({ role }: { role: Role }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Main" className="border-r border-brand-100 bg-white">
      <ul className="sticky top-16 space-y-1 p-3">
        {tabsFor(role).map((tab) => {
          const active = isTabActive(tab, pathname);
          return (
            <li key={tab.id}>
              <Link
                to={tab.path}
                aria-current={active ? 'page' : undefined}
                className={`flex min-h-11 items-center gap-3 rounded-xl px-3 font-medium ${
                  active ? 'bg-brand-50 text-brand-700' : 'text-zinc-600 hover:bg-zinc-50 hover:text-zinc-900'
                }`}
              >
                <Icon icon={TAB_ICONS[tab.id]} size={22} />
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
