import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { PublicConfig } from '@seedmatch/shared/auth';
import { DemoSignInAside } from '../features/auth/components/demo-sign-in-notice';
import { LandingView } from '../features/landing/components/landing-view';

/**
 * The landing page as the app first renders it at `/` for a signed-out visitor (the router's screen frame,
 * the demo notice under local sign-in, the landing view), for the server to send inside the page: it paints
 * with the page, before the app's code has arrived, and the app's first render replaces it with the same
 * (docs/decisions/0058; e2e/landing-prerender.spec.ts holds the two equal).
 */
export function prerenderLanding(signIn: PublicConfig['signInProvider']): string {
  return renderToStaticMarkup(
    <StaticRouter location="/">
      <div className="contents">
        {signIn === 'local' ? <DemoSignInAside /> : null}
        <LandingView referralCode={null} onGetStarted={() => undefined} />
      </div>
    </StaticRouter>,
  );
}
