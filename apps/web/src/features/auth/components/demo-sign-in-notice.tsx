import { useIsLocalSignIn } from '../../../lib/auth/sign-in-provider';

const DEMO_SIGN_IN_NOTICE = 'Demo sign-in: anyone can sign in with any e-mail, without a password. Keep nothing private here.';

/** On every screen while the built-in issuer is in use (docs/decisions/0016). */
export function DemoSignInNotice() {
  return useIsLocalSignIn() ? <DemoSignInAside /> : null;
}

/** The notice itself, also written into the landing page the server sends (prerender/landing.tsx). */
export function DemoSignInAside() {
  return (
    <aside aria-label="Demo sign-in" className="bg-amber-100 px-4 py-1.5 text-center text-xs font-medium text-amber-950">
      {DEMO_SIGN_IN_NOTICE}
    </aside>
  );
}
