import { beforeEach, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { http } from 'msw';
import { PublicConfigSchema, type PublicConfig } from '@seedmatch/shared/auth';
import { publicConfig } from '../../../testing/app-config';
import { recordCalls } from '../../../testing/calls';
import { json, plainText } from '../../../testing/respond';
import { server } from '../../../testing/server';

/** `/config` names `signInProvider`; returns the calls made. */
function serverSays(signInProvider: PublicConfig['signInProvider']) {
  server.use(http.get('/api/config', () => json(PublicConfigSchema, publicConfig({ signInProvider }))));
  return recordCalls();
}

// The provider is asked once per page load: each test is a fresh page.
beforeEach(() => vi.resetModules());

it('says plainly that anyone can sign in with any e-mail while local sign-in is in use', async () => {
  const calls = serverSays('local');
  const { DemoSignInNotice } = await import('./demo-sign-in-notice');
  render(<DemoSignInNotice />);
  const notice = await screen.findByRole('complementary', { name: 'Demo sign-in' });
  expect(notice.textContent).toMatch(/anyone can sign in with any e-mail/);
  expect(calls[0]).toBe('GET /api/config');
});

it('shows nothing with Google sign-in', async () => {
  const calls = serverSays('google');
  const { DemoSignInNotice } = await import('./demo-sign-in-notice');
  render(<DemoSignInNotice />);
  await vi.waitFor(() => expect(calls).toContain('GET /api/config'));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(screen.queryByRole('complementary')).toBeNull();
});

it('shows nothing when the server cannot say', async () => {
  // A proxy's broken answer, not the contract's: it bypasses `json` on purpose.
  server.use(http.get('/api/config', () => plainText(503, 'oops')));
  const { DemoSignInNotice } = await import('./demo-sign-in-notice');
  render(<DemoSignInNotice />);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(screen.queryByRole('complementary')).toBeNull();
});

it("shows in the first paint, asking nothing, when the server's page says how people sign in", async () => {
  const calls = serverSays('google');
  const meta = Object.assign(document.createElement('meta'), { name: 'seedmatch-sign-in', content: 'local' });
  document.head.append(meta);
  try {
    const { DemoSignInNotice } = await import('./demo-sign-in-notice');
    render(<DemoSignInNotice />);
    expect(screen.getByRole('complementary', { name: 'Demo sign-in' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual([]);
  } finally {
    meta.remove();
  }
});
