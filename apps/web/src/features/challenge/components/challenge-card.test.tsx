import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderAt, signedOutAuth } from '../../../testing/render';
import { ChallengeCard } from './challenge-card';
import { expectLoaded, expectLoadingRegion, heldAnswer } from '../../../testing/loading';
import { challenge, joined, serve } from './challenge-test-data';

afterEach(() => vi.unstubAllGlobals());

function renderCard(body: unknown, role: 'FOUNDER' | 'INVESTOR' = 'FOUNDER', answer = async () => Response.json(body)) {
  window.localStorage.setItem('authToken', 't');
  serve(answer);
  return renderAt(<ChallengeCard />, { path: '/app', auth: signedOutAuth({ status: 'signed-in', role }) });
}

describe('ChallengeCard', () => {
  it('holds its place with the skeleton kit while the challenge loads, as the cards around it do', async () => {
    const held = heldAnswer(() => Response.json(challenge()));
    renderCard(undefined, 'FOUNDER', held.answer);
    expectLoadingRegion('Loading challenge');
    held.release();
    expect(await screen.findByRole('link', { name: 'Join Challenge' })).toBeTruthy();
    expectLoaded();
  });

  it('shows the status, countdown and participants with a Join Challenge link for founders', async () => {
    renderCard(challenge());
    const link = await screen.findByRole('link', { name: 'Join Challenge' });
    expect(link.getAttribute('href')).toBe('/app/challenge');
    expect(screen.getByLabelText('Challenge status: active')).toBeTruthy();
    expect(screen.getByText('3/100 participants')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^\d\d:\d\d:\d\d$/);
  });

  it('with no challenge, says when to look again, as the challenge screen does, not only "No Active Challenge"', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderCard(undefined, 'FOUNDER', async () => Response.json({ error: 'down' }, { status: 500 }));
    const card = await screen.findByRole('region', { name: '48H Challenge' });
    await within(card).findByText('No Active Challenge');
    expect(card.textContent).toBe(
      'No Active ChallengeThere is no challenge to show right now. Check back soon for the next 48-hour launch.',
    );
    warn.mockRestore();
  });

  it('says View Challenge once joined, and to investors', async () => {
    const { unmount } = renderCard(challenge(joined(5)));
    expect(await screen.findByRole('link', { name: 'View Challenge' })).toBeTruthy();
    unmount();
    renderCard(challenge(), 'INVESTOR');
    expect(await screen.findByRole('link', { name: 'View Challenge' })).toBeTruthy();
  });
});
