import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../lib/auth/auth-context';
import { clearRedirectToSwipe, hasRedirectToSwipe } from '../lib/storage';
import { INVESTOR_HOME } from './founder-only';
import { appShell, investor, swipe } from './screens';

/**
 * After a successful sign-in a founder is sent once to the swipe deck, an investor once to the investor
 * area (docs/product.md#onboarding). The flag is cleared only on the move, so no page can send them elsewhere
 * while the screen's code loads; the address changes only once that code is here, so a page opened
 * meanwhile still goes there.
 */
export function PostSignInRedirect() {
  const { status, role } = useAuth();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (status !== 'signed-in' || !hasRedirectToSwipe()) return;
    const [target, screen] = role === 'INVESTOR' ? [INVESTOR_HOME, investor] : ['/app/swipe', swipe];
    if (pathname === target) {
      clearRedirectToSwipe();
      return;
    }
    let isCurrent = true;
    // A chunk that fails to load is shown by the screen's error boundary after the move.
    void Promise.all([appShell.preload(), screen.preload()])
      .catch(() => undefined)
      .then(() => {
        if (!isCurrent) return;
        // Cleared with the move itself: a page opened right after arrival must not be sent back.
        clearRedirectToSwipe();
        void navigate(target, { replace: true });
      });
    return () => {
      isCurrent = false;
    };
  }, [status, role, pathname, navigate]);
  return null;
}
