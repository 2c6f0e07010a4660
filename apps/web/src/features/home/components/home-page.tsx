import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { HomeSkeleton } from './home-skeleton';
import { JourneyCard } from './journey-card';
import { DAILY_SWIPE_GOAL } from '@seedmatch/shared/constants';
import { ButtonLink } from '../../../components/ui/button';
import { LegalLinks } from '../../../components/ui/legal-links';
import { useAuth } from '../../../lib/auth/auth-context';
import { useUserStats } from '../../../lib/user-stats';

function Stat({ label, value }: { label: string; value: number | string }) {
  return (
    <div className="rounded-2xl bg-brand-50 p-4 text-center">
      <p className="text-2xl font-bold text-brand-900">{value}</p>
      <p className="text-xs text-zinc-600">{label}</p>
    </div>
  );
}

/** The home screen; the challenge and referral cards come from their own features, composed by the route. */
export function HomePage({
  challengeCard,
  referralCard,
  investorSummary,
}: {
  challengeCard?: ReactNode;
  referralCard?: ReactNode;
  investorSummary?: ReactNode;
}) {
  const { user, role } = useAuth();
  const { data: stats, isPending } = useUserStats();
  const swipedToday = stats?.swipedTodayCount ?? 0;
  const firstName = user?.name.split(' ')[0] ?? 'there';

  return (
    <div className="space-y-5 p-4">
      <section>
        <h1 className="text-2xl font-bold">Welcome, {firstName}!</h1>
        <p className="text-sm text-zinc-600">Plant Ideas. Grow Startups.</p>
      </section>

      {isPending ? <HomeSkeleton /> : null}
      {/* Mounted while the stats load, so the cards fetch alongside, but shown only with them: the
          first-idea prompt would otherwise push everything below it down when they arrive. */}
      <div hidden={isPending} className="space-y-5 lg:grid lg:grid-cols-2 lg:gap-5 lg:space-y-0">
        {role === 'FOUNDER' && stats?.ideasCount === 0 ? (
          <Link to="/onboarding" className="block rounded-2xl bg-brand-700 p-4 text-white shadow lg:col-span-2">
            <span className="block font-semibold">Plant your first idea</span>
            <span className="text-sm text-brand-50">Founders who like it can match with you.</span>
          </Link>
        ) : null}

        {role === 'INVESTOR' ? (
          <section className="space-y-3 rounded-2xl border border-brand-100 p-4">
            <h2 className="font-semibold">Investment Dashboard</h2>
            {investorSummary}
            <div className="grid grid-cols-2 gap-3">
              <ButtonLink to="/app/investor" size="lg">
                View Startups
              </ButtonLink>
              <ButtonLink to="/app/challenge" variant="secondary" size="lg">
                View Challenge
              </ButtonLink>
            </div>
          </section>
        ) : (
          <section className="space-y-3 rounded-2xl border border-brand-100 p-4">
            <h2 className="font-semibold">Daily goal: swipe {DAILY_SWIPE_GOAL} ideas</h2>
            <div
              role="progressbar"
              aria-label="Daily goal"
              aria-valuemin={0}
              aria-valuemax={DAILY_SWIPE_GOAL}
              aria-valuenow={Math.min(swipedToday, DAILY_SWIPE_GOAL)}
              className="h-2 overflow-hidden rounded-full bg-brand-100"
            >
              <div className="h-full bg-brand-600" style={{ width: `${Math.min(100, (swipedToday / DAILY_SWIPE_GOAL) * 100)}%` }} />
            </div>
            <p className="text-sm text-zinc-600">
              {Math.min(swipedToday, DAILY_SWIPE_GOAL)}/{DAILY_SWIPE_GOAL} swiped today
            </p>
            <div className="grid grid-cols-2 gap-3">
              <Stat label="Matches" value={stats?.matchesCount ?? 0} />
              <Stat label="Ideas swiped" value={stats?.ideasSwipedCount ?? 0} />
            </div>
            <div className="grid grid-cols-2 gap-3">
              <ButtonLink to="/app/swipe" size="lg">
                Start Swiping
              </ButtonLink>
              <ButtonLink to="/app/challenge" variant="secondary" size="lg">
                Join Challenge
              </ButtonLink>
            </div>
          </section>
        )}

        {challengeCard}
        {referralCard}
        {role === 'FOUNDER' ? <JourneyCard isProfileComplete={Boolean(user?.preferences.isComplete)} stats={stats} /> : null}

        <nav aria-label="More" className="grid gap-2 text-sm">
          {role === 'FOUNDER' ? (
            <>
              <Link to="/app/submit-idea" className="rounded-xl bg-zinc-50 p-3 font-medium">
                Submit an idea
              </Link>
              <Link to="/app/my-ideas" className="rounded-xl bg-zinc-50 p-3 font-medium">
                My ideas
              </Link>
              <Link to="/app/likes-you" className="rounded-xl bg-zinc-50 p-3 font-medium">
                Likes you
              </Link>
            </>
          ) : null}
          <Link to="/app/how-it-works" className="rounded-xl bg-zinc-50 p-3 font-medium">
            How it works
          </Link>
        </nav>

        <footer className="pb-2 lg:col-span-2">
          <LegalLinks className="justify-center" />
        </footer>
      </div>
    </div>
  );
}
