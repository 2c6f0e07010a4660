import { describe, it, expect } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { recordCalls } from '../../../testing/calls';
import { renderAt, renderRoutes } from '../../../testing/render';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

const today = new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

describe('PrivacyPage', () => {
  it('shows the policy with the privacy address from the server config', async () => {
    const calls = recordCalls();
    renderAt(<PrivacyPage />, { path: '/privacy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.getByText(`Last updated: ${today}`)).toBeTruthy();
    const mail = await screen.findByRole('link', { name: 'privacy@seed.test' });
    expect(mail.getAttribute('href')).toBe('mailto:privacy@seed.test');
    expect(calls).toContain('GET /api/config');
    expect(screen.getByText(/within 30 days/)).toBeTruthy();
    expect(screen.getByText(/18 and over/)).toBeTruthy();
    expect(screen.getByText(/Google account name, e-mail address and profile photo/)).toBeTruthy();
    expect(screen.getByText(/delete your account at any time in your\s+profile settings/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to home/ }).getAttribute('href')).toBe('/');
  });
});

describe('TermsPage', () => {
  it('shows every clause, the legal contact and the copyright', async () => {
    renderAt(<TermsPage />, { path: '/terms' });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeTruthy();
    expect(screen.getByText(`Last updated: ${today}`)).toBeTruthy();
    for (const clause of [
      /18 and over/,
      /One account per person/,
      /accurate information/,
      /credentials secure/,
      /Harassing/,
      /false or misleading information/,
      /spam/,
      /intellectual property/,
      /illegal content/,
      /Circumventing/,
      /keep ownership/,
      /license/,
      /"as is"/,
      /not guarantee any business outcomes/,
      /liability is limited/,
      /suspend or terminate accounts at our discretion/,
      /deleting it in your account settings or by contacting us/,
      /posting the updated terms/,
    ]) {
      expect(screen.getAllByText(clause).length).toBeGreaterThan(0);
    }
    expect(screen.getByText('Legal Team')).toBeTruthy();
    const mail = await screen.findByRole('link', { name: 'help@seed.test' });
    expect(mail.getAttribute('href')).toBe('mailto:help@seed.test');
    expect(screen.getByText(`© ${new Date().getFullYear()} SeedMatch. All rights reserved.`)).toBeTruthy();
  });

  it('Back goes one step back in history', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes([
      { path: '/', element: <Link to="/somewhere">Go</Link> },
      { path: '/somewhere', element: <Link to="/terms">Read the terms</Link> },
      { path: '/terms', element: <TermsPage /> },
    ]);
    await user.click(screen.getByRole('link', { name: 'Go' }));
    await user.click(screen.getByRole('link', { name: 'Read the terms' }));
    expect(router.state.location.pathname).toBe('/terms');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/somewhere');
    expect(await screen.findByRole('link', { name: 'Read the terms' })).toBeTruthy();
  });
});
