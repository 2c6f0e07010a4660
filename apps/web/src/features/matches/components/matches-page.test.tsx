import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes, signedOutAuth } from '../../../testing/render';
import { MatchesPage } from './matches-page';

afterEach(() => vi.unstubAllGlobals());

function renderMatches(body: unknown, role: 'FOUNDER' | 'INVESTOR' = 'FOUNDER', status = 200, partner?: unknown) {
  window.localStorage.setItem('authToken', 'token-123');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => (url === '/api/matches/m1/partner' ? Response.json(partner) : Response.json(body, { status }))),
  );
  return renderRoutes([{ path: '/app/matches', element: <MatchesPage /> }], {
    path: '/app/matches',
    auth: signedOutAuth({ status: 'signed-in', role }),
  });
}

describe('MatchesPage', () => {
  it('lists matches: Chat opens the room, View opens the partner’s profile', async () => {
    const partner = {
      id: 'p1',
      name: 'Pia Partner',
      avatarUrl: null,
      role: 'FOUNDER',
      title: 'CTO',
      location: 'Berlin',
      bio: 'Composts everything',
      skills: ['Go'],
      interests: ['Climate'],
      lookingFor: ['Designer'],
      ideas: [{ id: 'i1', title: 'Compost Club', pitch: 'Neighbourhood composting', tags: [] }],
    };
    renderMatches(
      [
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
      ],
      'FOUNDER',
      200,
      partner,
    );
    expect(await screen.findByText('Pia Partner')).toBeTruthy();
    expect(screen.getByText('Compost Club')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Chat with Pia Partner' }).getAttribute('href')).toBe('/app/chat?room=room-1');
    await userEvent.click(screen.getByRole('button', { name: 'View Pia Partner' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Pia Partner' }));
    for (const text of ['Founder · CTO · Berlin', 'Composts everything', 'Go', 'Climate', 'Designer', 'Neighbourhood composting'])
      expect(dialog.getByText(text)).toBeTruthy();
    expect(dialog.getByRole('link', { name: 'Chat' }).getAttribute('href')).toBe('/app/chat?room=room-1');
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
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
