import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { LandingPage } from '../features/landing/components/landing-page';
import { PostSignInRedirect } from './post-sign-in-redirect';
import { RequireAuth } from './require-auth';
import { RouteError } from './route-error';
import { Spinner } from '../components/ui/spinner';

function RootLayout() {
  return (
    <>
      <PostSignInRedirect />
      <Outlet />
    </>
  );
}

/** Each screen area is its own chunk: the landing page loads without the app. */
const screen = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <Spinner />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/join', element: <LandingPage /> },
      { path: '/privacy', ...screen(() => import('./routes/privacy')) },
      { path: '/terms', ...screen(() => import('./routes/terms')) },
      { path: '/auth/complete', ...screen(() => import('./routes/auth-complete')) },
      {
        path: '/onboarding',
        element: <RequireAuth><Outlet /></RequireAuth>,
        errorElement: <RouteError />,
        children: [{ index: true, ...screen(() => import('./routes/onboarding')) }],
      },
      {
        path: '/app',
        element: <RequireAuth><Outlet /></RequireAuth>,
        errorElement: <RouteError />,
        children: [
          {
            ...screen(() => import('./routes/app-shell')),
            errorElement: <RouteError />,
            children: [
              { index: true, ...screen(() => import('./routes/home')) },
              { path: 'swipe', ...screen(() => import('./routes/swipe')) },
              { path: 'challenge', ...screen(() => import('./routes/challenge')) },
              { path: 'chat', ...screen(() => import('./routes/chat')) },
              { path: 'profile', ...screen(() => import('./routes/profile')) },
              { path: 'matches', ...screen(() => import('./routes/matches')) },
              { path: 'submit-idea', ...screen(() => import('./routes/submit-idea')) },
              { path: 'referrals', ...screen(() => import('./routes/referrals')) },
              { path: 'how-it-works', ...screen(() => import('./routes/how-it-works')) },
              { path: 'investor', ...screen(() => import('./routes/investor')) },
            ],
          },
        ],
      },
      { path: '*', ...screen(() => import('./routes/not-found')) },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
