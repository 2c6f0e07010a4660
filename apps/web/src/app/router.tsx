import { Suspense, useEffect, type ReactNode } from 'react';
import { BrowserRouter, matchRoutes, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router';
import { LandingPage } from '../features/landing/components/landing-page';
import { DemoSignInNotice } from '../features/auth/components/demo-sign-in-notice';
import { PageSkeleton } from '../components/ui/page-skeleton';
import { ConversationModeProvider, useIsConversationOpen } from '../lib/conversation-mode';
import type { LazyScreen } from './lazy-screen';
import { FounderOnly } from './founder-only';
import { PostSignInRedirect } from './post-sign-in-redirect';
import { UpdatePrompt } from './update-prompt';
import { OfflineBanner } from './offline-banner';
import { RequireAuth } from './require-auth';
import { RouteAnnouncer } from './route-announcer';
import { useFocusRescue } from './focus-rescue';
import { ScreenErrorBoundary } from './screen-error-boundary';
import * as screens from './screens';

function RootLayout() {
  const { pathname } = useLocation();
  // A first visit fetches the code of every screen the path nests side by side, not one after the other.
  useEffect(() => {
    for (const { route } of matchRoutes(routes, pathname) ?? []) {
      void (route.handle as LazyScreen | undefined)?.preload().catch(() => undefined);
    }
  }, [pathname]);
  useFocusRescue();
  return (
    <ConversationModeProvider>
      <RouteAnnouncer />
      <ScreenFrame>
        <OfflineBanner />
        <DemoSignInNotice />
        <UpdatePrompt />
        <PostSignInRedirect />
        <ScreenErrorBoundary>
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </ScreenErrorBoundary>
      </ScreenFrame>
    </ConversationModeProvider>
  );
}

/**
 * In a conversation, exactly the screen's height (notice included), so the composer sits at the bottom; in the
 * rest of the app, the admin console (both in the shell), onboarding and Page not found at least that height, the
 * page taking what the notice leaves (a short screen does not scroll by the notice's height, and its tab bar ends
 * the window), so the deck can fill what the notice and the header leave.
 */
function ScreenFrame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const fillsScreen =
    ['/app', '/admin', '/onboarding'].some((area) => pathname === area || pathname.startsWith(`${area}/`)) ||
    matchRoutes(routes, pathname)?.at(-1)?.route === notFound;
  return (
    <div className={useIsConversationOpen() ? 'flex h-dvh flex-col' : fillsScreen ? 'flex min-h-dvh flex-col' : 'contents'}>{children}</div>
  );
}

const protectedArea = (
  <RequireAuth>
    <Outlet />
  </RequireAuth>
);

const show = (screen: LazyScreen) => ({ element: <screen.Screen />, handle: screen });
const showToFounders = (screen: LazyScreen) => ({
  element: (
    <FounderOnly>
      <screen.Screen />
    </FounderOnly>
  ),
  handle: screen,
});

const notFound: RouteObject = { path: '*', ...show(screens.notFound) };

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/join', element: <LandingPage /> },
      { path: '/privacy', ...show(screens.privacy) },
      { path: '/terms', ...show(screens.terms) },
      { path: '/auth/complete', ...show(screens.authComplete) },
      { path: '/onboarding', element: protectedArea, children: [{ index: true, ...showToFounders(screens.onboarding) }] },
      {
        path: '/app',
        element: protectedArea,
        children: [
          {
            ...show(screens.appShell),
            children: [
              { index: true, ...show(screens.home) },
              { path: 'swipe', ...showToFounders(screens.swipe) },
              { path: 'challenge', ...show(screens.challenge) },
              { path: 'chat', ...show(screens.chat) },
              { path: 'profile', ...show(screens.profile) },
              { path: 'matches', ...show(screens.matches) },
              { path: 'submit-idea', ...showToFounders(screens.submitIdea) },
              { path: 'my-ideas', ...showToFounders(screens.myIdeas) },
              { path: 'likes-you', ...showToFounders(screens.likesYou) },
              { path: 'likes-you/:userId', ...showToFounders(screens.liker) },
              { path: 'referrals', ...show(screens.referrals) },
              { path: 'how-it-works', ...show(screens.howItWorks) },
              { path: 'investor', ...show(screens.investor) },
            ],
          },
        ],
      },
      // The admin console keeps the app's header and navigation; its sections are routes of its own (a splat
      // under a pathless layout does not match the bare /admin, hence the index route too).
      {
        path: '/admin',
        element: protectedArea,
        children: [
          {
            ...show(screens.appShell),
            children: [
              { index: true, ...show(screens.admin) },
              { path: '*', ...show(screens.admin) },
            ],
          },
        ],
      },
      notFound,
    ],
  },
];

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Declarative routes: nothing is loaded through the router, so its data-router half would only
 * weigh on the landing page (docs/decisions/0009).
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
