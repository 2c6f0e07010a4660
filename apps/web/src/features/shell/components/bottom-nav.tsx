import { Link } from 'react-router';
import type { Role } from '@seedmatch/shared/roles';
import { Icon } from '../../../components/ui/icon';
import { useTabs } from '../lib/use-tabs';

export function BottomNav({ role }: { role: Role }) {
  const tabs = useTabs(role);
  return (
    <nav aria-label="Main" className="sticky bottom-0 z-20 border-t border-brand-100 bg-white pb-[env(safe-area-inset-bottom)]">
      <ul className="grid grid-cols-5">
        {tabs.map(({ id, path, label, icon, active }) => (
          <li key={id}>
            <Link
              to={path}
              aria-current={active ? 'page' : undefined}
              className={`flex flex-col items-center gap-0.5 py-2 text-xs font-medium ${active ? 'text-brand-700' : 'text-zinc-500'}`}
            >
              <Icon icon={icon} size={24} />
              {/* One line on every phone: below 360 px "Connections" is set a little smaller and tighter. */}
              <span className="whitespace-nowrap max-[359px]:text-[0.6875rem] max-[359px]:tracking-tight">{label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
