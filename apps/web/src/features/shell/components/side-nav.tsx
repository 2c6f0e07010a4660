import { Link } from 'react-router';
import type { Role } from '@seedmatch/shared/roles';
import { Icon } from '../../../components/ui/icon';
import { useTabs } from '../lib/use-tabs';

/** The bottom bar's five destinations as a column at the left, from 1024 px wide (docs/decisions/0040). */
export function SideNav({ role }: { role: Role }) {
  const tabs = useTabs(role);
  return (
    <nav aria-label="Main" className="border-r border-brand-100 bg-white">
      <ul className="sticky top-[calc(4rem+var(--offline-banner-height))] space-y-1 p-3">
        {tabs.map(({ id, path, label, icon, active }) => (
          <li key={id}>
            <Link
              to={path}
              aria-current={active ? 'page' : undefined}
              className={`flex min-h-11 items-center gap-3 rounded-xl px-3 font-medium ${
                active ? 'bg-brand-50 text-brand-700' : 'text-zinc-600 hover:bg-zinc-50 hover:text-zinc-900'
              }`}
            >
              <Icon icon={icon} size={22} />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
