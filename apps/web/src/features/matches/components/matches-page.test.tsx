import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, type HttpResponseResolver } from 'msw';
import { MatchListSchema, PartnerProfileSchema } from '@seedmatch/shared/matches';
import { expectLoaded, expectLoadingRegion, heldAnswer } from '../../../testing/loading';
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
  it('shows rows of placeholders named "Loading matches" until the matches arrive', async () => {
    const matches = heldAnswer(() => json(MatchListSchema, [aMatch()]));
    renderMatches(matches.answer);
    expectLoadingRegion('Loading matches');
    matches.release();
    expect(await screen.findByText('Pia Partner')).toBeTruthy();
    expectLoaded();
  });

  it('names the placeholders "Loading connections" for investors', () => {
    renderMatches(heldAnswer(() => json(MatchListSchema, [])).answer, 'INVESTOR');
    expectLoadingRegion('Loading connections');
  });

  it('keeps the dialog named "Profile" over a profile skeleton while the partner loads', async () => {
    renderMatches(() => json(MatchListSchema, [aMatch()]));
    const partner = heldAnswer(() => json(PartnerProfileSchema, aPartner()));
    server.use(http.get('/api/matches/m1/partner', partner.answer));
    await userEvent.click(await screen.findByRole('button', { name: 'View Pia Partner' }));
    expect(screen.getByRole('dialog', { name: 'Profile' })).toBeTruthy();
    expectLoadingRegion('Loading profile...');
    partner.release();
    expect(await screen.findByRole('dialog', { name: 'Pia Partner' })).toBeTruthy();
    expectLoaded();
  });

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
