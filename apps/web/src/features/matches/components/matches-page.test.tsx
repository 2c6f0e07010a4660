import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, type HttpResponseResolver } from 'msw';
import { MatchListSchema, PartnerProfileSchema } from '@seedmatch/shared/matches';
import { expectLoaded, expectLoadingRegion, heldAnswer } from '../../../testing/loading';
import { aMatch, aPartner } from '../../../testing/matches';
import { renderRoutes, signedOutAuth } from '../../../testing/render';
import { SuccessSchema } from '@seedmatch/shared/success';
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

  it('keeps Unmatch and Block in the row’s options menu and asks first; Cancel sends nothing, a failure shows in the dialog', async () => {
    let blocks = 0;
    renderMatches(() => json(MatchListSchema, [aMatch()]));
    server.use(
      http.post('/api/users/p1/block', () => {
        blocks += 1;
        return blocks === 1 ? apiError(404, 'User not found') : json(SuccessSchema, { success: true });
      }),
    );
    await screen.findByText('Pia Partner');
    expect(screen.queryByRole('button', { name: /Block|Unmatch/ })).toBeNull();
    const options = screen.getByRole('button', { name: 'Options for Pia Partner' });
    await userEvent.click(options);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Unmatch', 'Block Pia Partner']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Block Pia Partner' }));
    let dialog = within(screen.getByRole('dialog', { name: 'Block Pia Partner' }));
    expect(
      dialog.getByText("Block Pia Partner? You won't see each other's ideas, messages or profile again, and your conversation will close."),
    ).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(blocks).toBe(0);

    await userEvent.click(options);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Block Pia Partner' }));
    dialog = within(screen.getByRole('dialog', { name: 'Block Pia Partner' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Block' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('User not found');
    server.use(http.get('/api/matches', () => json(MatchListSchema, [])));
    await userEvent.click(dialog.getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('No matches yet')).toBeTruthy();
    expect(blocks).toBe(2);
  });

  it('shows "No matches yet" when there are none, and calls them Connections for investors', async () => {
    renderMatches(() => json(MatchListSchema, []), 'INVESTOR');
    expect(await screen.findByText('No matches yet')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Connections');
  });

  it('tells a founder with none to swipe, and an investor, who never likes anyone back, to request an intro from the feed', async () => {
    const founder = renderMatches(() => json(MatchListSchema, []), 'FOUNDER');
    expect(await screen.findByText("When someone you liked likes you back, you'll find them here.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Swiping' }).getAttribute('href')).toBe('/app/swipe');
    founder.unmount();

    renderMatches(() => json(MatchListSchema, []), 'INVESTOR');
    expect(await screen.findByText('Request an intro from a founder in the investor feed to connect.')).toBeTruthy();
    expect(screen.queryByText(/likes you back/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Browse the investor feed' }).getAttribute('href')).toBe('/app/investor');
  });

  it('shows the empty list when loading fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderMatches(() => apiError(500, 'down'));
    expect(await screen.findByText('No matches yet')).toBeTruthy();
    warn.mockRestore();
  });
});
