import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aUser } from '../../../testing/fixtures';
import { renderRoutes, signedOutAuth } from '../../../testing/render';
import { AppLayout } from './app-layout';

const user = aUser({ role: 'INVESTOR' });

function renderShell(path: string, role: 'FOUNDER' | 'INVESTOR') {
  return renderRoutes(
    [
      {
        path: '/app',
        element: <AppLayout />,
        children: [
          { index: true, element: <p>home page</p> },
          { path: '*', element: <p>other page</p> },
        ],
      },
    ],
    { path, auth: signedOutAuth({ status: 'signed-in', user: { ...user, role }, role }) },
  );
}

describe('AppLayout', () => {
  it('heads the screen with the brand, the avatar initials and logout', () => {
    renderShell('/app', 'FOUNDER');
    expect(screen.getByRole('link', { name: 'SeedMatch' })).toHaveProperty('pathname', '/app');
    expect(screen.getByRole('link', { name: 'Your profile' }).textContent).toBe('AL');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('marks only the current tab active', () => {
    renderShell('/app/investor', 'INVESTOR');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const active = [...nav.querySelectorAll('[aria-current="page"]')].map((el) => el.textContent);
    expect(active).toEqual(['Invest']);
  });

  it('goes to the chat when the bell is pressed', async () => {
    const { router } = renderShell('/app', 'FOUNDER');
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(router.state.location.pathname).toBe('/app/chat');
    expect(screen.queryByTestId('bell-badge')).toBeNull();
  });
});
