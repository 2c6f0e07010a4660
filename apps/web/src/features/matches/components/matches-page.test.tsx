import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, type HttpResponseResolver } from 'msw';
import { MatchListSchema, PartnerProfileSchema } from '@seedmatch/shared/matches';
import { aMatch, aPartner } from '../../../testing/matches';
import { renderRoutes, signedOutAuth } from '../../../testing/render';
import { apiError, json } from '../../../testing/respond';
import { server } from '../../../testing/server';
import { MatchesPage } from './matches-page';

function renderMatches(matches: HttpResponseResolver, role: 'FOUNDER' | 'INVESTOR' = 'FOUNDER') {
  window.localStorage.setItem('authToken', 'token-123');
  server.use(
    http.get('/api/matches', matches),
    http.get('/api/matches/m1/partner', () => json(PartnerProfileSchema, aPartner())),
  );
  return renderRoutes([{ path: '/app/matches', element: <MatchesPage /> }], {
    path: '/app/matches',
    auth: signedOutAuth({ status: 'signed-in', role }),
  });
}

describe('MatchesPage', () => {
  it('lists matches: Chat opens the room, View opens the partner’s profile', async () => {
    renderMatches(() => json(MatchListSchema, [aMatch()]));
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
    renderMatches(() => json(MatchListSchema, []), 'INVESTOR');
    expect(await screen.findByText('No matches yet')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Connections');
  });

  it('shows the empty list when loading fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderMatches(() => apiError(500, 'down'));
    expect(await screen.findByText('No matches yet')).toBeTruthy();
    warn.mockRestore();
  });
});
