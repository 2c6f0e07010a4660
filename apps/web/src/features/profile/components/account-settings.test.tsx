import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aUser } from '../../../testing/fixtures';
import { renderAt, signedOutAuth } from '../../../testing/render';
import { AccountSettings } from './account-settings';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A fetch that answers sign-out-everywhere as given and the blocked list as empty; records the calls. */
function stubServer(logoutAll: Response) {
  const fetch = vi.fn<typeof globalThis.fetch>(async (input) => (String(input) === '/api/auth/logout-all' ? logoutAll : Response.json([])));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderSettings() {
  window.localStorage.setItem('authToken', 'token-123');
  const signOut = vi.fn(async () => undefined);
  renderAt(<AccountSettings />, { path: '/app/profile', auth: signedOutAuth({ status: 'signed-in', user: aUser(), signOut }) });
  return signOut;
}

describe('Sign out everywhere', () => {
  it('asks first: Cancel keeps every session and changes nothing', async () => {
    const fetch = stubServer(Response.json({ success: true }));
    const signOut = renderSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(screen.getByText(/Sign out on every device, this one included\?/)).toBeTruthy();
    expect(fetch.mock.calls.some(([input]) => String(input) === '/api/auth/logout-all')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('button', { name: 'Yes, sign out everywhere' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign out everywhere' })).toBeTruthy();
    expect(fetch.mock.calls.some(([input]) => String(input) === '/api/auth/logout-all')).toBe(false);
    expect(signOut).not.toHaveBeenCalled();
  });

  it('ends every session on the server once confirmed, then signs this browser out and goes home', async () => {
    const fetch = stubServer(Response.json({ success: true }));
    const signOut = renderSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, sign out everywhere' }));
    expect(await screen.findByTestId('navigated')).toBeTruthy();
    const call = fetch.mock.calls.find(([input]) => String(input) === '/api/auth/logout-all');
    expect(call?.[1]).toMatchObject({ method: 'POST', headers: { Authorization: 'Bearer token-123' } });
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('shows the server’s error and stays signed in when it fails', async () => {
    stubServer(Response.json({ error: 'Service unavailable, please try again.' }, { status: 503 }));
    const signOut = renderSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, sign out everywhere' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Service unavailable, please try again.');
    expect(signOut).not.toHaveBeenCalled();
    expect(screen.queryByTestId('navigated')).toBeNull();
  });
});
