import type { Ref } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { GoogleIcon } from '../../../components/ui/google-icon';
import { LogoMark } from '../../../components/ui/logo';
import { FailureCards } from './failure-cards';
import { FeatureTiles } from './feature-tiles';
import { InvitedCard } from './invited-card';
import { SuccessCard } from './success-card';

type LandingViewProps = {
  referralCode: string | null;
  onGetStarted: () => void;
  getStartedRef?: Ref<HTMLButtonElement>;
};

const linkClass =
  'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 rounded-sm';

// From 1024 px (docs/decisions/0053) two columns, in CSS only (the page's script has a size budget): the brand,
// the pitch and Get Started on the left, the figures and the features on the right, a row each beside them. The order in the page, and
// so what is read first, stays the phone's.
const LEFT = 'lg:col-start-1';
const RIGHT = 'lg:col-start-2';

/** The signed-out landing screen: brand, marketing figures and the Get Started call (docs/product.md#onboarding). */
export function LandingView({ referralCode, onGetStarted, getStartedRef }: LandingViewProps) {
  return (
    <main className="min-h-dvh bg-gradient-to-b from-brand-50 via-white to-white">
      <div className="mx-auto flex max-w-md flex-col gap-6 px-5 pb-10 pt-8 lg:grid lg:max-w-6xl lg:grid-cols-2 lg:items-start lg:gap-x-16 lg:px-8 lg:pt-20">
        <header className={`flex flex-col items-center gap-3 text-center lg:items-start lg:text-left ${LEFT}`}>
          <LogoMark className="h-16 w-16 rounded-2xl shadow-lg shadow-brand-500/30" />
          <div className="flex items-center gap-2">
            <h1 className="text-4xl font-extrabold tracking-tight text-zinc-900 lg:text-5xl">SeedMatch</h1>
            <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-700">v2.0 Beta</span>
          </div>
          <p className="text-lg font-medium text-brand-700">Plant Ideas. Grow Startups.</p>
        </header>

        {referralCode ? (
          <div className={LEFT}>
            <InvitedCard code={referralCode} />
          </div>
        ) : null}

        <div className={`${RIGHT} lg:row-start-1`}>
          <FailureCards />
        </div>

        <p className={`text-center text-zinc-700 lg:text-left lg:text-lg ${LEFT}`}>
          AI-powered co-founder matching with validated market-fit ideas. Swipe on ideas, find co-founders with complementary skills, and
          ship your startup in 48h launch challenges.
        </p>

        <div className={`${RIGHT} lg:row-start-2`}>
          <SuccessCard />
        </div>
        <div className={`${RIGHT} lg:row-start-3`}>
          <FeatureTiles />
        </div>

        <div className={`flex flex-col items-center gap-3 lg:items-start ${LEFT}`}>
          <Button ref={getStartedRef} size="lg" fullWidth onClick={onGetStarted} className="text-lg shadow-lg shadow-brand-500/30">
            <span className="flex h-7 w-7 items-center justify-center rounded-full bg-white">
              <GoogleIcon />
            </span>
            Get Started
          </Button>

          <p className="text-sm font-medium text-zinc-700">Join 10,000+ entrepreneurs • Free to start</p>
          <p className="flex items-center gap-2 text-sm text-zinc-600">
            <span className="relative flex h-2.5 w-2.5" aria-hidden>
              <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-brand-500 opacity-75 motion-reduce:hidden" />
              <span className="relative inline-flex h-2.5 w-2.5 rounded-full bg-brand-600" />
            </span>
            127 active this week
          </p>
        </div>

        <p className={`text-center text-xs leading-relaxed text-zinc-600 lg:text-left ${LEFT}`}>
          By continuing you agree to our{' '}
          <Link to="/terms" className={linkClass}>
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link to="/privacy" className={linkClass}>
            Privacy Policy
          </Link>
          .
        </p>
      </div>
    </main>
  );
}
