import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { parseReferralCode } from '@seedmatch/shared/referral-code';
import type { Role } from '@seedmatch/shared/roles';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth/auth-context';
import { hasRedirectToSwipe, setReferralCode, setSelectedRole } from '../../../lib/storage';
import { forgetGetStartedTap, subscribeToGetStartedTap, wasGetStartedTapped } from '../get-started-tap';
import { LandingView } from './landing-view';
import { RoleSelection } from './role-selection';

const SIGN_IN_FAILED = 'Sign-in failed. Please try again.';

/** The public landing at / and /join: marketing, then role selection, then sign-in. */
export function LandingPage() {
  const auth = useAuth();
  const [searchParams] = useSearchParams();
  const referralCode = parseReferralCode(searchParams.get('ref'));
  const [view, setView] = useState<'landing' | 'roles'>('landing');
  // Get Started tapped in the page the server sent, before this code ran or while it rendered, opens the
  // roles; the mark is forgotten once they show.
  const tappedEarly = useSyncExternalStore(subscribeToGetStartedTap, wasGetStartedTapped);
  if (tappedEarly && view !== 'roles') setView('roles');
  const [signInError, setSignInError] = useState<string | null>(null);
  const getStartedRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  // The code is kept whether or not the visitor is signed in, so a later sign-up still credits the referrer.
  useEffect(() => {
    if (referralCode) setReferralCode(referralCode);
  }, [referralCode]);

  useEffect(() => {
    if (tappedEarly) forgetGetStartedTap();
  }, [tappedEarly]);

  useEffect(() => {
    if (view === 'landing' && returnFocus.current) {
      returnFocus.current = false;
      getStartedRef.current?.focus();
    }
  }, [view]);

  if (auth.status === 'loading') return <Spinner />;
  if (auth.status === 'signed-in') {
    // Right after sign-in another component sends the user to the swipe deck once.
    return hasRedirectToSwipe() ? <Spinner /> : <Navigate to="/app" replace />;
  }

  if (view === 'roles') {
    return (
      <RoleSelection
        isBusy={auth.isSigningIn}
        error={signInError}
        onBack={() => {
          returnFocus.current = true;
          setSignInError(null);
          setView('landing');
        }}
        onChoose={(role: Role) => {
          setSelectedRole(role);
          setSignInError(null);
          auth.signIn().catch(() => setSignInError(SIGN_IN_FAILED));
        }}
      />
    );
  }

  return (
    <LandingView
      referralCode={referralCode}
      getStartedRef={getStartedRef}
      onGetStarted={() => {
        if (referralCode) setReferralCode(referralCode);
        setView('roles');
      }}
    />
  );
}
