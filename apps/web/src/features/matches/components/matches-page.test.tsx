import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoutes, signedOutAuth } from '../../../testing/render';
import { MatchesPage } from './matches-page';

afterEach(() => vi.unstubAllGlobals());

function renderMatches(body: unknown, role: 'FOUNDER' | 'INVESTOR' = 'FOUNDER', status = 200) {
  window.localStorage.setItem('authToken', 'token-123');
  vi.stubGlobal('fetch', vi.fn(async () => Response.json(body, { status })));
  return renderRoutes([{ path: '/app/matches', element: <MatchesPage /> }], {
    path: '/app/matches',
    auth: signedOutAuth({ status: 'signed-in', role }),
  });
}

describe('MatchesPage', () => {
  it('lists matches with Chat and View going to the chat room', async () => {
    renderMatches([
      {
        id: 'm1',
        kind: 'match',
        ideaTitle: 'Compost Club',
        createdAt: '2026-11-20T10:00:00.000Z',
        partnerId: 'p1',
        partnerName: 'Pia Partner',
        partnerEmail: 'pia@example.com',
        chatRoom: { id: 'room-1' },
      },
    ]);
    expect(await screen.findByText('Pia Partner')).toBeTruthy();
    expect(screen.getByText('Compost Club')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Chat with Pia Partner' }).getAttribute('href')).toBe('/app/chat?room=room-1');
    expect(screen.getByRole('link', { name: 'View Pia Partner' }).getAttribute('href')).toBe('/app/chat?room=room-1');
  });

  it('shows "No matches yet" when there are none, and calls them Connections for investors', async () => {
    renderMatches([], 'INVESTOR');
    expect(await screen.findByText('No matches yet')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Connections');
  });

  it('shows the empty list when loading fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderMatches({ error: 'down' }, 'FOUNDER', 500);
    expect(await screen.findByText('No matches yet')).toBeTruthy();
    warn.mockRestore();
  });
});
