import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { Outlet } from 'react-router';
import { renderRoutes } from '../testing/render';
import { ScreenErrorBoundary } from './screen-error-boundary';

function Broken(): never {
  throw new Error('broken screen');
}

const routes = [
  {
    element: (
      <ScreenErrorBoundary>
        <Outlet />
      </ScreenErrorBoundary>
    ),
    children: [
      { path: '/', element: <p>home screen</p> },
      { path: '/broken', element: <Broken /> },
    ],
  },
];

describe('ScreenErrorBoundary', () => {
  const consoleError = vi.spyOn(console, 'error');
  const failOnError = consoleError.getMockImplementation();
  afterEach(() => {
    consoleError.mockImplementation(failOnError!);
  });

  it('shows the friendly message when a screen fails, and the next screen once the user moves on', () => {
    // React reports the caught error; the boundary logs it as a warning.
    consoleError.mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { router } = renderRoutes(routes, { path: '/broken' });

    expect(screen.getByRole('alert').textContent).toContain('Something went wrong');
    expect(warn).toHaveBeenCalledWith('Screen failed:', expect.any(Error));

    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('home screen')).toBeTruthy();
    warn.mockRestore();
  });
});
