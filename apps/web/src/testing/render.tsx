import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AuthContext, type AuthValue } from '../lib/auth/auth-context';
import { MUTATION_DEFAULTS } from '../lib/mutation-defaults';

export function signedOutAuth(overrides: Partial<AuthValue> = {}): AuthValue {
  return {
    status: 'signed-out',
    identity: null,
    user: null,
    role: 'FOUNDER',
    isSigningIn: false,
    error: null,
    signIn: async () => undefined,
    signOut: async () => undefined,
    completeSignIn: () => undefined,
    retry: () => undefined,
    ...overrides,
  };
}

/** Renders routes in memory with a fixed auth value and a fresh query client. */
export function renderRoutes(routes: RouteObject[], { path = '/', auth = signedOutAuth() }: { path?: string; auth?: AuthValue } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: MUTATION_DEFAULTS } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <AuthContext value={auth}>
        <RouterProvider router={router} />
      </AuthContext>
    </QueryClientProvider>,
  );
  return { ...result, router };
}

/** Renders one element at a path, with a catch-all route that shows where navigation went. */
export function renderAt(element: ReactElement, options: { path?: string; auth?: AuthValue } = {}) {
  const path = options.path ?? '/';
  const routePath = path.split('?')[0] ?? '/';
  return renderRoutes(
    [
      { path: routePath, element },
      { path: '*', element: <p data-testid="navigated">navigated</p> },
    ],
    options,
  );
}
