import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../lib/auth/auth-context';
import { clearRedirectToSwipe, hasRedirectToSwipe } from '../lib/storage';

/** After a successful sign-in the user is sent once to the swipe deck (§4 Auth). */
export function PostSignInRedirect() {
  const { status } = useAuth();
  const navigate = useNavigate();
  useEffect(() => {
    if (status !== 'signed-in' || !hasRedirectToSwipe()) return;
    clearRedirectToSwipe();
    void navigate('/app/swipe', { replace: true });
  }, [status, navigate]);
  return null;
}
