import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderAt, signedOutAuth } from '../testing/render';
import { RequireAuth } from './require-auth';

const guarded = (
  <RequireAuth>
    <p>secret content</p>
  </RequireAuth>
);

describe('RequireAuth', () => {
  it('shows a loading skeleton while auth loads', () => {
    renderAt(guarded, { path: '/app', auth: signedOutAuth({ status: 'loading' }) });
    expect(screen.getByRole('status').textContent).toContain('Loading');
    expect(screen.queryByText('secret content')).toBeNull();
  });

  it('sends a signed-out visitor to /', () => {
    const { router } = renderAt(guarded, { path: '/app', auth: signedOutAuth() });
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the content to a signed-in user', () => {
    renderAt(guarded, { path: '/app', auth: signedOutAuth({ status: 'signed-in' }) });
    expect(screen.getByText('secret content')).toBeTruthy();
  });
});
