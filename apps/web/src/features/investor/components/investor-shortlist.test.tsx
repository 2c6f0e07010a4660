import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, type HttpHandler } from 'msw';
import { ShortlistSchema } from '@seedmatch/shared/investor';
import { recordCalls } from '../../../testing/calls';
import { compost } from '../../../testing/investor';
import { renderAt, signedOutAuth } from '../../../testing/render';
import { apiError, json } from '../../../testing/respond';
import { server } from '../../../testing/server';
import { InvestorPage } from './investor-page';

const ITEM = `/api/investor/shortlist/${compost.id}`;

function renderPage(saved: string[], ...handlers: HttpHandler[]) {
  window.localStorage.setItem('authToken', 't');
  server.use(
    http.get('/api/investor/shortlist', () => json(ShortlistSchema, { itemIds: saved })),
    ...handlers,
  );
  const calls = recordCalls();
  const auth = signedOutAuth({ status: 'signed-in', role: 'INVESTOR' });
  return { calls, ...renderAt(<InvestorPage />, { path: '/app/investor', auth }) };
}

const compostCard = async () =>
  within(within(await screen.findByRole('region', { name: 'Top Submissions' })).getByRole('article', { name: 'Compost Club' }));

describe('InvestorPage shortlist', () => {
  it('saves and removes with the heart, on the server, and counts it', async () => {
    const { calls } = renderPage(
      [],
      http.put(ITEM, () => json(ShortlistSchema, { itemIds: [compost.id] })),
      http.delete(ITEM, () => json(ShortlistSchema, { itemIds: [] })),
    );
    const card = await compostCard();
    expect(await screen.findByRole('button', { name: 'Shortlist (0)' })).toBeTruthy();
    const heart = card.getByRole('button', { name: 'Add to shortlist' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(heart);
    expect(card.getByRole('button', { name: 'Remove from shortlist' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Shortlist (1)' })).toBeTruthy();
    await waitFor(() => expect(calls).toContain(`PUT ${ITEM}`));
    await userEvent.click(card.getByRole('button', { name: 'Remove from shortlist' }));
    await waitFor(() => expect(calls).toContain(`DELETE ${ITEM}`));
    expect(card.getByRole('button', { name: 'Add to shortlist' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Shortlist (0)' })).toBeTruthy();
  });

  it('rolls the heart back when the server refuses', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderPage(
      [],
      http.put(ITEM, () => apiError(500, 'nope')),
    );
    const card = await compostCard();
    await userEvent.click(card.getByRole('button', { name: 'Add to shortlist' }));
    await waitFor(() => expect(card.getByRole('button', { name: 'Add to shortlist' })).toBeTruthy());
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('shows the empty shortlist and goes back to the feed', async () => {
    renderPage([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Shortlist (0)' }));
    expect(screen.getByRole('heading', { name: 'Shortlist', level: 1 })).toBeTruthy();
    expect(screen.getByText('Your saved submissions')).toBeTruthy();
    expect(screen.getByText('No submissions shortlisted yet')).toBeTruthy();
    expect(screen.getByText('Start exploring and shortlist promising ideas!')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Feed' }));
    expect(screen.getByRole('heading', { name: 'Investor Feed' })).toBeTruthy();
  });

  it('lists saved submissions, and Request Intro opens the chat with the founder, an intro ready to edit and send', async () => {
    const { calls, router } = renderPage([compost.id]);
    await userEvent.click(await screen.findByRole('button', { name: 'Shortlist (1)' }));
    const entry = within(screen.getByRole('article', { name: 'Compost Club' }));
    expect(entry.getByRole('button', { name: 'View Founder' })).toBeTruthy();
    await userEvent.click(entry.getByRole('button', { name: 'Request Intro' }));
    await screen.findByTestId('navigated');
    expect(router.state.location.pathname).toBe('/app/chat');
    expect(router.state.location.search).toBe(`?user=${compost.user.id}`);
    expect(router.state.location.state).toEqual({ draft: 'Hi Pia, I came across Compost Club on SeedMatch and would love to learn more.' });
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);
  });
});
