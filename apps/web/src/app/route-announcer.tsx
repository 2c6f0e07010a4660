import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router';
import { Announcement } from '../components/ui/announcement';
import { useAuth } from '../lib/auth/auth-context';
import { pageTitle, screenName } from './page-title';

/**
 * Keeps the tab's title on the screen's name, and after a move to another screen says that name to a screen
 * reader: in a single-page app a link or a tab otherwise changes the whole screen in silence. The first
 * screen is not said; the reader reads the page's title when it loads. Its live region sits beside the app's
 * root, so the app's first render stays the landing the server sent (docs/decisions/0058).
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const { role } = useAuth();
  const [seen, setSeen] = useState({ pathname, hasMoved: false });
  if (seen.pathname !== pathname) setSeen({ pathname, hasMoved: true });
  const title = pageTitle(pathname, role);

  useEffect(() => {
    document.title = title;
  }, [title]);

  return createPortal(<Announcement>{seen.hasMoved ? (screenName(pathname, role) ?? 'SeedMatch') : ''}</Announcement>, document.body);
}
