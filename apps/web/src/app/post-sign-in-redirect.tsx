import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../lib/auth/auth-context';
import { clearRedirectToSwipe, hasRedirectToSwipe } from '../lib/storage';
import { appShell, swipe } from './screens';

const SWIPE_PATH = '/app/swipe';

/**
 * After a successful sign-in the user is sent once to the swipe deck (§4 Auth). The flag is
 * cleared only on the move, so no page can send them elsewhere while the deck's code loads; the
 * address changes only once that code is here, so a page opened meanwhile still goes to the deck.
 */
export function PostSignInRedirect() {
  const { status } = useAuth();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (status !== 'signed-in' || !hasRedirectToSwipe()) return;
    if (pathname === SWIPE_PATH) {
      clearRedirectToSwipe();
      return;
    }
    let isCurrent = true;
    // A chunk that fails to load is shown by the screen's error boundary after the move.
    void Promise.all([appShell.preload(), swipe.preload()])
      .catch(() => undefined)
      .then(() => {
        if (!isCurrent) return;
        // Cleared with the move itself: a page opened right after arrival must not be sent back.
        clearRedirectToSwipe();
        void navigate(SWIPE_PATH, { replace: true });
      });
    return () => {
      isCurrent = false;
    };
  }, [status, pathname, navigate]);
  return null;
}
