import { describe, it, expect, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, signedOutAuth } from '../../../testing/render';
import { LandingPage } from './landing-page';

const CODE = 'SEED-ADA-ABC123-XYZ';

describe('LandingPage', () => {
  it('shows the brand and the static marketing text', () => {
    renderAt(<LandingPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'SeedMatch' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const text of [
      'Plant Ideas. Grow Startups.',
      'v2.0 Beta',
      '93% of startups fail',
      'No co-founder',
      '23%',
      'Wrong market fit',
      '42%',
      'Never launch',
      '28%',
      '78%',
      'launch rate',
      '3 days',
      'average launch',
      '500+',
      'startups',
      'Join 10,000+ entrepreneurs • Free to start',
      '127 active this week',
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    // The feature tiles' titles, each word its own unbreakable piece (feature-tiles.tsx).
    for (const title of ['Swipe Ideas', 'Find Co-founders']) expect(screen.getByRole('heading', { level: 3, name: title })).toBeTruthy();
    expect(screen.getByText(/AI-powered co-founder matching/)).toBeTruthy();
    expect(screen.getByText(/48h launch challenges/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
    expect(screen.queryByText("You've been invited!")).toBeNull();
  });

  it('shows the invited card and stores a valid referral code', () => {
    renderAt(<LandingPage />, { path: `/join?ref=${CODE.toLowerCase()}` });
    expect(screen.getByText("You've been invited!")).toBeTruthy();
    expect(screen.getByText(CODE)).toBeTruthy();
    expect(window.localStorage.getItem('referralCode')).toBe(CODE);
  });

  it('ignores a ref that is not a referral code', () => {
    renderAt(<LandingPage />, { path: '/?ref=nonsense' });
    expect(screen.queryByText("You've been invited!")).toBeNull();
    expect(window.localStorage.getItem('referralCode')).toBeNull();
  });

  it('Get Started switches to role selection and Back returns', async () => {
    const user = userEvent.setup();
    renderAt(<LandingPage />);
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Choose Your Path' })).toBeTruthy();
    expect(screen.queryByTestId('navigated')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { level: 1, name: 'SeedMatch' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Get Started' }));
  });

  it('opens on the roles when Get Started was tapped in the page the server sent, before this code ran', () => {
    document.documentElement.setAttribute('data-get-started-tapped', '');
    renderAt(<LandingPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Choose Your Path' })).toBeTruthy();
    // Answered once: the mark is gone, and a later visit to the landing starts at the landing.
    expect(document.documentElement.hasAttribute('data-get-started-tapped')).toBe(false);
  });

  it('opens on the roles when that tap comes once the landing is on screen', async () => {
    renderAt(<LandingPage />);
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeTruthy();
    document.documentElement.setAttribute('data-get-started-tapped', '');
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose Your Path' })).toBeTruthy();
    await waitFor(() => expect(document.documentElement.hasAttribute('data-get-started-tapped')).toBe(false));
    expect(screen.getByRole('heading', { level: 1, name: 'Choose Your Path' })).toBeTruthy();
  });

  it('choosing a role stores it and starts sign-in', async () => {
    const user = userEvent.setup();
    const signIn = vi.fn(async () => undefined);
    renderAt(<LandingPage />, { path: `/?ref=${CODE}`, auth: signedOutAuth({ signIn }) });
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    await user.click(screen.getByRole('button', { name: /^I'm an Investor/ }));
    expect(window.localStorage.getItem('selectedRole')).toBe('INVESTOR');
    expect(window.localStorage.getItem('referralCode')).toBe(CODE);
    expect(signIn).toHaveBeenCalledTimes(1);
  });

  it('shows a message when sign-in fails', async () => {
    const user = userEvent.setup();
    const signIn = vi.fn(async () => {
      throw new Error('popup failed');
    });
    renderAt(<LandingPage />, { auth: signedOutAuth({ signIn }) });
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    await user.click(screen.getByRole('button', { name: /^I'm a Founder/ }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Sign-in failed. Please try again.');
  });

  it('shows the landing when auth failed', () => {
    renderAt(<LandingPage />, { auth: signedOutAuth({ status: 'error', error: 'Request failed' }) });
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeTruthy();
  });

  it('shows a spinner while auth loads', () => {
    renderAt(<LandingPage />, { auth: signedOutAuth({ status: 'loading' }) });
    expect(screen.getByRole('status').textContent).toContain('Loading');
    expect(screen.queryByRole('button', { name: 'Get Started' })).toBeNull();
  });

  it('sends a signed-in user to /app and still stores the referral code', async () => {
    const { router } = renderAt(<LandingPage />, {
      path: `/?ref=${CODE}`,
      auth: signedOutAuth({ status: 'signed-in' }),
    });
    expect(await screen.findByTestId('navigated')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app');
    expect(window.localStorage.getItem('referralCode')).toBe(CODE);
  });

  it('waits with a spinner when the post-sign-in redirect is pending', () => {
    window.sessionStorage.setItem('redirectToSwipe', '1');
    renderAt(<LandingPage />, { auth: signedOutAuth({ status: 'signed-in' }) });
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByTestId('navigated')).toBeNull();
  });
});
