import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../lib/auth/auth-context';
import { clearRedirectToSwipe, hasRedirectToSwipe } from '../lib/storage';

const SWIPE_PATH = '/app/swipe';

/**
 * After a successful sign-in the user is sent once to the swipe deck (§4 Auth). The flag is
 * cleared only on arrival, so no page can send them elsewhere while the deck's code loads.
 */
export function PostSignInRedirect() {
  const { status } = useAuth();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (status !== 'signed-in' || !hasRedirectToSwipe()) return;
    if (pathname === SWIPE_PATH) clearRedirectToSwipe();
    else void navigate(SWIPE_PATH, { replace: true });
  }, [status, pathname, navigate]);
  return null;
}
