import type { Role } from '@seedmatch/shared/roles';

/** The landing page's title, as index.html and the prerendered landing carry it. */
export const LANDING_TITLE = 'SeedMatch: Plant Ideas. Grow Startups.';

/** Each screen's name, as its main heading or its tab says it; the role's own word where the two differ. */
const SCREENS: Record<string, string | Record<Role, string>> = {
  '/privacy': 'Privacy Policy',
  '/terms': 'Terms of Service',
  '/auth/complete': 'Signing in',
  '/onboarding': 'Plant your first idea',
  '/app': 'Home',
  '/app/swipe': 'Swipe ideas',
  '/app/challenge': 'Challenge',
  '/app/chat': 'Chat',
  '/app/profile': 'Profile',
  '/app/matches': { FOUNDER: 'Matches', INVESTOR: 'Connections' },
  '/app/submit-idea': 'Submit an idea',
  '/app/my-ideas': 'My ideas',
  '/app/likes-you': 'Likes you',
  '/app/referrals': 'Referrals',
  '/app/how-it-works': 'How it works',
  '/app/investor': 'Investor Feed',
  '/admin': 'Admin',
};

/** The screen's name for a path: a path below a screen's (a liker, an admin section) takes that screen's name. */
export function screenName(pathname: string, role: Role): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/' || path === '/join') return null;
  for (let at = path; at.length > 0; at = at.slice(0, at.lastIndexOf('/'))) {
    const name = SCREENS[at];
    if (name !== undefined && (at === path || at === '/app/likes-you' || at === '/admin')) {
      return typeof name === 'string' ? name : name[role];
    }
  }
  return 'Page not found';
}

/** The tab's title for a path (docs/product.md#page-titles): "Matches – SeedMatch", the landing's own on / and /join. */
export function pageTitle(pathname: string, role: Role): string {
  const name = screenName(pathname, role);
  return name === null ? LANDING_TITLE : `${name} – SeedMatch`;
}
