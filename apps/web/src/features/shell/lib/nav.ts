import type { Role } from '@seedmatch/shared/roles';
import { BELL_BADGE_CAP } from '@seedmatch/shared/constants';

export type TabId = 'home' | 'swipe' | 'investor' | 'matches' | 'challenge' | 'chat';
export type Tab = { id: TabId; label: string; path: string };

const HOME: Tab = { id: 'home', label: 'Home', path: '/app' };
const CHALLENGE: Tab = { id: 'challenge', label: 'Challenge', path: '/app/challenge' };
const CHAT: Tab = { id: 'chat', label: 'Chat', path: '/app/chat' };

const FOUNDER_TABS: Tab[] = [
  HOME,
  { id: 'swipe', label: 'Swipe', path: '/app/swipe' },
  { id: 'matches', label: 'Matches', path: '/app/matches' },
  CHALLENGE,
  CHAT,
];

const INVESTOR_TABS: Tab[] = [
  HOME,
  { id: 'investor', label: 'Invest', path: '/app/investor' },
  { id: 'matches', label: 'Connections', path: '/app/matches' },
  CHALLENGE,
  CHAT,
];

/** The five bottom-bar tabs of a role (docs/product.md#app-shell). */
export function tabsFor(role: Role): Tab[] {
  return role === 'INVESTOR' ? INVESTOR_TABS : FOUNDER_TABS;
}

/** Home is active only on exactly /app; any other tab when the path starts with /app/{id}. */
export function isTabActive(tab: Tab, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (tab.id === 'home') return path === '/app';
  return path === tab.path || path.startsWith(`${tab.path}/`);
}

/** The bell badge: hidden at 0, the count up to 9, then "9+". */
export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > BELL_BADGE_CAP ? `${BELL_BADGE_CAP}+` : String(count);
}
