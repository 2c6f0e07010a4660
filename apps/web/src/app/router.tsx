import { createBrowserRouter, Outlet } from 'react-router';
import { AuthCompletePage } from '../features/auth/components/auth-complete-page';
import { HomePage } from '../features/home/components/home-page';
import { LandingPage } from '../features/landing/components/landing-page';
import { PrivacyPage } from '../features/legal/components/privacy-page';
import { TermsPage } from '../features/legal/components/terms-page';
import { AppLayout } from '../features/shell/components/app-layout';
import { PostSignInRedirect } from './post-sign-in-redirect';
import { RequireAuth } from './require-auth';
import {
  ChallengeScreen,
  ChatScreen,
  HowItWorksScreen,
  IdeaFormScreen,
  InvestorScreen,
  MatchesScreen,
  ProfileScreen,
  ReferralsScreen,
  SwipeScreen,
} from './routes/empty-screens';
import { NotFoundPage } from './routes/not-found';

function RootLayout() {
  return (
    <>
      <PostSignInRedirect />
      <Outlet />
    </>
  );
}

export const routes = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/join', element: <LandingPage /> },
      { path: '/privacy', element: <PrivacyPage /> },
      { path: '/terms', element: <TermsPage /> },
      { path: '/auth/complete', element: <AuthCompletePage /> },
      {
        path: '/onboarding',
        element: (
          <RequireAuth>
            <main className="mx-auto max-w-md">
              <IdeaFormScreen />
            </main>
          </RequireAuth>
        ),
      },
      {
        path: '/app',
        element: (
          <RequireAuth>
            <AppLayout />
          </RequireAuth>
        ),
        children: [
          { index: true, element: <HomePage /> },
          { path: 'swipe', element: <SwipeScreen /> },
          { path: 'challenge', element: <ChallengeScreen /> },
          { path: 'chat', element: <ChatScreen /> },
          { path: 'profile', element: <ProfileScreen /> },
          { path: 'matches', element: <MatchesScreen /> },
          { path: 'submit-idea', element: <IdeaFormScreen /> },
          { path: 'referrals', element: <ReferralsScreen /> },
          { path: 'how-it-works', element: <HowItWorksScreen /> },
          { path: 'investor', element: <InvestorScreen /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
