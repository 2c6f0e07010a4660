import { useLocation } from 'react-router';
import type { Role } from '@seedmatch/shared/roles';
import { isTabActive, tabsFor } from './nav';
import { TAB_ICONS } from './tab-icons';

/** The role's tabs with their icons and which one is open: what the bottom bar and the side navigation draw. */
export function useTabs(role: Role) {
  const { pathname } = useLocation();
  return tabsFor(role).map((tab) => ({ ...tab, icon: TAB_ICONS[tab.id], active: isTabActive(tab, pathname) }));
}
