import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { recordCalls } from '../../../testing/calls';
import { renderAt, signedOutAuth } from '../../../testing/render';
import { apiError } from '../../../testing/respond';
import { server } from '../../../testing/server';
import { aUser } from '../../../testing/users';
import { ProfilePage } from './profile-page';

afterEach(() => vi.restoreAllMocks());

const user = (isComplete: boolean) =>
  aUser(
    { email: 'pat@example.com', name: 'Pat Founder', bio: 'Builder', skills: ['Go'], timezone: 'Berlin', referralCode: 'SEED-PAT-1-ABC' },
    { title: 'CTO', interests: ['AI'], lookingFor: ['Designer'], isComplete },
  );

const renderProfile = (isComplete: boolean) =>
  renderAt(<ProfilePage />, { path: '/app/profile', auth: signedOutAuth({ status: 'signed-in', user: user(isComplete) }) });

describe('ProfilePage', () => {
  it('shows the read-only profile with Edit, settings and legal links when complete', () => {
    renderProfile(true);
    expect(screen.getByRole('heading', { name: 'Pat Founder' })).toBeTruthy();
    expect(screen.getByText('CTO · Berlin')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My ideas' }).getAttribute('href')).toBe('/app/my-ideas');
  });

  it('shows the wizard when incomplete, and Edit opens it prefilled', async () => {
    renderProfile(false);
    expect(screen.getByText('Step 1 of 4')).toBeTruthy();
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Pat Founder');
  });

  it('offers the settings whether or not the wizard is done', async () => {
    for (const isComplete of [false, true]) {
      const { unmount } = renderProfile(isComplete);
      const settings = screen.getByRole('region', { name: 'Settings' });
      for (const name of ['Download my data', 'Sign out everywhere', 'Delete account']) {
        expect(within(settings).getByRole('button', { name })).toBeTruthy();
      }
      unmount();
    }
  });

  it('walks the steps with the spec Next rules', async () => {
    renderProfile(false);
    const next = () => screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    await userEvent.clear(screen.getByLabelText('Title'));
    expect(next().disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('Title'), 'CEO');
    await userEvent.click(next());
    expect(screen.getByText('Step 2 of 4')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove skills Go' }));
    expect(next().disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('Skills', { selector: 'input' }), 'Rust{Enter}');
    await userEvent.click(next());
    await userEvent.click(next());
    await userEvent.type(screen.getByLabelText('LinkedIn (optional)'), 'linkedin.com/in/pat');
    expect((screen.getByRole('button', { name: 'Complete Profile' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Step 3 of 4')).toBeTruthy();
  });

  it('alerts the spec texts when saving fails or nobody is signed in', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    window.alert = alert;
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const calls = recordCalls();
    renderProfile(false);
    for (let i = 0; i < 3; i += 1) await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Complete Profile' }));
    expect(alert).toHaveBeenCalledWith('You must be logged in to save your profile');
    expect(calls).not.toContain('PUT /api/users/me');
    window.localStorage.setItem('authToken', 'token-123');
    server.use(http.put('/api/users/me', () => apiError(500, 'down')));
    await userEvent.click(screen.getByRole('button', { name: 'Complete Profile' }));
    expect(alert).toHaveBeenLastCalledWith('Failed to save profile. Please try again.');
    expect(calls).toContain('PUT /api/users/me');
    vi.unstubAllGlobals();
  });
});
