import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, signedOutAuth } from '../../../testing/render';
import { HowItWorksPage } from './how-it-works-page';

function renderPage() {
  return renderAt(<HowItWorksPage />, { path: '/app/how-it-works', auth: signedOutAuth({ status: 'signed-in' }) });
}

describe('HowItWorksPage', () => {
  it('explains the three steps with stories, figures and links onward', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['How it works']);
    for (const step of ['Plant your idea', 'Swipe and match', 'Launch in 48 hours']) {
      expect(screen.getByText(step, { exact: false })).toBeTruthy();
    }
    for (const text of ['78%', 'launch rate', '3 days', 'average launch', '500+', 'startups', 'Success stories']) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'Start Swiping' }).getAttribute('href')).toBe('/app/swipe');
    expect(screen.getByRole('link', { name: 'Join Challenge' }).getAttribute('href')).toBe('/app/challenge');
  });

  it('opens the demo, walks through the steps, and closes with Close and with Escape', async () => {
    renderPage();
    const open = screen.getByRole('button', { name: 'Watch demo' });
    await userEvent.click(open);
    const dialog = screen.getByRole('dialog', { name: 'SeedMatch demo' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByText('Step 1 of 3')).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Plant your idea' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('heading', { name: 'Swipe and match' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('heading', { name: 'Launch in 48 hours' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(open);

    await userEvent.click(open);
    expect(screen.getByRole('dialog')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
