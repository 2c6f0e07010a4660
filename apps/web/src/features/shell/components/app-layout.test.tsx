import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser } from '@seedmatch/shared/users';
import { renderRoutes, signedOutAuth } from '../../../testing/render';
import { AppLayout } from './app-layout';

const user: CurrentUser = {
  id: 'u1',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  avatarUrl: null,
  bio: '',
  skills: [],
  timezone: '',
  role: 'INVESTOR',
  referralCode: 'SEED-ADA-1-ABC',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  preferences: { title: '', experience: '', interests: [], lookingFor: [], linkedin: '', github: '', isComplete: false },
};

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
