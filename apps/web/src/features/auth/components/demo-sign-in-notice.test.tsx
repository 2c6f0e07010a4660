import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';

function serverSays(signInProvider: string) {
  const fetchMock = vi.fn<typeof fetch>(async () =>
    Response.json({ supportEmail: 's@seed.test', privacyEmail: 'p@seed.test', signInProvider }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

// The provider is asked once per page load: each test is a fresh page.
beforeEach(() => vi.resetModules());
afterEach(() => vi.unstubAllGlobals());

it('says plainly that anyone can sign in with any e-mail while local sign-in is in use', async () => {
  const fetchMock = serverSays('local');
  const { DemoSignInNotice } = await import('./demo-sign-in-notice');
  render(<DemoSignInNotice />);
  const notice = await screen.findByRole('complementary', { name: 'Demo sign-in' });
  expect(notice.textContent).toMatch(/anyone can sign in with any e-mail/);
  expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/config');
});

it('shows nothing with Google sign-in', async () => {
  const fetchMock = serverSays('google');
  const { DemoSignInNotice } = await import('./demo-sign-in-notice');
  render(<DemoSignInNotice />);
  await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(screen.queryByRole('complementary')).toBeNull();
});

it('shows nothing when the server cannot say', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('oops', { status: 503 })),
  );
  const { DemoSignInNotice } = await import('./demo-sign-in-notice');
  render(<DemoSignInNotice />);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(screen.queryByRole('complementary')).toBeNull();
});
