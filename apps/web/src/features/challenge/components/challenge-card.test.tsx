import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
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

  it('says View Challenge once joined, and to investors', async () => {
    const { unmount } = renderCard(challenge(joined(5)));
    expect(await screen.findByRole('link', { name: 'View Challenge' })).toBeTruthy();
    unmount();
    renderCard(challenge(), 'INVESTOR');
    expect(await screen.findByRole('link', { name: 'View Challenge' })).toBeTruthy();
  });
});
