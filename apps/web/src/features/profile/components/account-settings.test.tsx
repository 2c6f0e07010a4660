import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { SuccessSchema } from '@seedmatch/shared/success';
import { recordCalls } from '../../../testing/calls';
import { renderAt, signedOutAuth } from '../../../testing/render';
import { apiError, json } from '../../../testing/respond';
import { server } from '../../../testing/server';
import { aUser } from '../../../testing/users';
import { AccountSettings } from './account-settings';

const LOGOUT_ALL = '/api/auth/logout-all';

/** Sign-out-everywhere answers `answer`; returns the calls made and the Authorization headers it got. */
function serve(answer: () => Response = () => json(SuccessSchema, { success: true })) {
  const authorizations: (string | null)[] = [];
  server.use(
    http.post(LOGOUT_ALL, ({ request }) => {
      authorizations.push(request.headers.get('Authorization'));
      return answer();
    }),
  );
  return { calls: recordCalls(), authorizations };
}

function renderSettings() {
  window.localStorage.setItem('authToken', 'token-123');
  const signOut = vi.fn(async () => undefined);
  renderAt(<AccountSettings />, { path: '/app/profile', auth: signedOutAuth({ status: 'signed-in', user: aUser(), signOut }) });
  return signOut;
}

describe('Sign out everywhere', () => {
  it('asks first: Cancel keeps every session and changes nothing', async () => {
    const { calls } = serve();
    const signOut = renderSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(screen.getByText(/Sign out on every device, this one included\?/)).toBeTruthy();
    expect(calls).not.toContain(`POST ${LOGOUT_ALL}`);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('button', { name: 'Yes, sign out everywhere' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign out everywhere' })).toBeTruthy();
    expect(calls).not.toContain(`POST ${LOGOUT_ALL}`);
    expect(signOut).not.toHaveBeenCalled();
  });

  it('ends every session on the server once confirmed, then signs this browser out and goes home', async () => {
    const { calls, authorizations } = serve();
    const signOut = renderSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, sign out everywhere' }));
    expect(await screen.findByTestId('navigated')).toBeTruthy();
    expect(calls).toContain(`POST ${LOGOUT_ALL}`);
    expect(authorizations).toEqual(['Bearer token-123']);
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('shows the server’s error and stays signed in when it fails', async () => {
    serve(() => apiError(503, 'Service unavailable, please try again.'));
    const signOut = renderSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, sign out everywhere' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Service unavailable, please try again.');
    expect(signOut).not.toHaveBeenCalled();
    expect(screen.queryByTestId('navigated')).toBeNull();
  });
});

describe('Delete account', () => {
  const QUESTION =
    'Delete your account? Your profile, ideas, swipes, matches and referral data will be deleted for good. Messages you sent stay in the other person’s chat under “Deleted user”.';

  function serveDelete() {
    const bodies: unknown[] = [];
    server.use(
      http.delete('/api/users/me', async ({ request }) => {
        bodies.push(await request.json());
        return json(SuccessSchema, { success: true });
      }),
    );
    return { calls: recordCalls(), bodies };
  }

  it('asks in a dialog with the same question, Cancel focused; Cancel deletes nothing and gives the focus back', async () => {
    const { calls } = serveDelete();
    const signOut = renderSettings();
    const remove = screen.getByRole('button', { name: 'Delete account' });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Delete account' });
    expect(within(dialog).getByText(QUESTION)).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(remove);
    expect(calls).not.toContain('DELETE /api/users/me');
    expect(signOut).not.toHaveBeenCalled();
  });

  it('deletes the account once confirmed, then signs out and goes home', async () => {
    const { calls, bodies } = serveDelete();
    const signOut = renderSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Delete account' })).getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByTestId('navigated')).toBeTruthy();
    expect(calls).toContain('DELETE /api/users/me');
    expect(bodies).toEqual([{ confirm: 'DELETE' }]);
    expect(signOut).toHaveBeenCalledOnce();
  });
});

it('puts the everyday settings first and what ends the account last, under its own heading', () => {
  renderSettings();
  const order = [
    screen.getByRole('group', { name: 'Theme' }),
    screen.getByRole('group', { name: 'Your account' }),
    screen.getByRole('button', { name: 'Delete account' }),
  ];
  expect(order[0]!.compareDocumentPosition(order[1]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(order[1]!.contains(order[2]!)).toBe(true);
});
