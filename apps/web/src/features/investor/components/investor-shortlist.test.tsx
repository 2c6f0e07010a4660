import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, signedOutAuth } from '../../../testing/render';
import { InvestorPage } from './investor-page';
import { callsOf, compost, dashboard, stubApi } from './investor-test-data';

afterEach(() => vi.unstubAllGlobals());

const ITEM = `/api/investor/shortlist/${compost.id}`;

function renderPage(saved: string[], handlers: Parameters<typeof stubApi>[0] = {}) {
  window.localStorage.setItem('authToken', 't');
  const fetchMock = stubApi({
    'GET /api/ideas/investor/dashboard': () => Response.json(dashboard),
    'GET /api/investor/shortlist': () => Response.json({ itemIds: saved }),
    ...handlers,
  });
  const auth = signedOutAuth({ status: 'signed-in', role: 'INVESTOR' });
  return { fetchMock, ...renderAt(<InvestorPage />, { path: '/app/investor', auth }) };
}

const compostCard = async () =>
  within(within(await screen.findByRole('region', { name: 'Top Submissions' })).getByRole('article', { name: 'Compost Club' }));

describe('InvestorPage shortlist', () => {
  it('saves and removes with the heart, on the server, and counts it', async () => {
    const { fetchMock } = renderPage([], {
      [`PUT ${ITEM}`]: () => Response.json({ itemIds: [compost.id] }),
      [`DELETE ${ITEM}`]: () => Response.json({ itemIds: [] }),
    });
    const card = await compostCard();
    expect(await screen.findByRole('button', { name: 'Shortlist (0)' })).toBeTruthy();
    const heart = card.getByRole('button', { name: 'Add to shortlist' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(heart);
    expect(card.getByRole('button', { name: 'Remove from shortlist' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Shortlist (1)' })).toBeTruthy();
    await waitFor(() => expect(callsOf(fetchMock)).toContain(`PUT ${ITEM}`));
    await userEvent.click(card.getByRole('button', { name: 'Remove from shortlist' }));
    await waitFor(() => expect(callsOf(fetchMock)).toContain(`DELETE ${ITEM}`));
    expect(card.getByRole('button', { name: 'Add to shortlist' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Shortlist (0)' })).toBeTruthy();
  });

  it('rolls the heart back when the server refuses', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderPage([], { [`PUT ${ITEM}`]: () => Response.json({ error: 'nope' }, { status: 500 }) });
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

  it('lists saved submissions, and Request Intro messages the founder then opens the chat', async () => {
    const { fetchMock, router } = renderPage([compost.id], {
      'POST /api/chat/send': (init) => {
        const body = JSON.parse(String(init?.body)) as { receiverId: string; content: string; clientId: string };
        return Response.json({
          message: {
            id: 'msg-1',
            seq: 1,
            clientId: body.clientId,
            content: body.content,
            senderId: 'me',
            chatRoomId: 'room-1',
            messageType: 'text',
            meeting: null,
            isRead: false,
            createdAt: new Date().toISOString(),
            sender: { id: 'me', name: 'Ivy Investor', email: 'ivy@example.com' },
          },
        });
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Shortlist (1)' }));
    const entry = within(screen.getByRole('article', { name: 'Compost Club' }));
    expect(entry.getByRole('button', { name: 'View Founder' })).toBeTruthy();
    await userEvent.click(entry.getByRole('button', { name: 'Request Intro' }));
    await screen.findByTestId('navigated');
    expect(router.state.location.pathname).toBe('/app/chat');
    expect(router.state.location.search).toBe(`?user=${compost.user.id}`);
    const send = fetchMock.mock.calls.find(([url]) => String(url) === '/api/chat/send');
    const body = JSON.parse(String(send?.[1]?.body)) as Record<string, string>;
    expect(body.receiverId).toBe(compost.user.id);
    expect(body.content).toBe('Hi Pia Planter, I came across Compost Club on SeedMatch and would love to learn more.');
    expect(body.clientId).toMatch(/^[\w-]{8,64}$/);
  });

  it('shows why an intro could not be sent', async () => {
    renderPage([compost.id], { 'POST /api/chat/send': () => Response.json({ error: 'User not found' }, { status: 404 }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Shortlist (1)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Request Intro' }));
    expect((await screen.findByRole('alert')).textContent).toBe('User not found');
  });
});
