import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Idea } from '@seedmatch/shared/ideas';
import { renderRoutes, signedOutAuth } from '../../../testing/render';
import { SwipePage } from './swipe-page';

afterEach(() => vi.unstubAllGlobals());

const idea = (n: number): Idea => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  title: `Idea ${n}`,
  pitch: `Pitch of idea ${n}`,
  description: `Pitch of idea ${n}`,
  tags: ['AI'],
  swipeRights: n,
  createdAt: new Date().toISOString(),
  userId: 'owner',
  user: { id: 'owner', name: 'Olive Owner', bio: '', skills: [], avatarUrl: null, title: '', location: '', interests: [], lookingFor: [] },
});

type Handler = (url: string, init?: RequestInit) => Response | Promise<Response>;

function serve(handler: Handler) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}${init?.body ? ` ${init.body}` : ''}`);
      return handler(url, init);
    }),
  );
  return calls;
}

const stats = () =>
  Response.json({
    matchesCount: 0,
    ideasSwipedCount: 0,
    swipedTodayCount: 0,
    ideasCount: 0,
    hasJoinedChallenge: false,
    hasSubmittedMvp: false,
  });

function renderDeck() {
  window.localStorage.setItem('authToken', 'token-123');
  return renderRoutes([{ path: '/app/swipe', element: <SwipePage /> }], {
    path: '/app/swipe',
    auth: signedOutAuth({ status: 'signed-in' }),
  });
}

const topTitle = () => within(screen.getByTestId('top-card')).getByRole('heading', { level: 2 }).textContent;

describe('SwipePage', () => {
  it('advances after a swipe, asks for more near the end leaving out cards on screen, then shows the empty state', async () => {
    let batches = 0;
    const calls = serve((url) => {
      if (url.startsWith('/api/ideas/deck?')) {
        batches += 1;
        return Response.json(batches === 1 ? [idea(1), idea(2), idea(3)] : batches === 2 ? [idea(4)] : []);
      }
      if (url === '/api/ideas/swipe') return Response.json({ message: 'Swipe recorded', isMatch: false, matchData: null });
      return stats();
    });
    renderDeck();
    await waitFor(() => expect(topTitle()).toBe('Idea 1'));
    await userEvent.click(screen.getByRole('button', { name: 'Like' }));
    await waitFor(() => expect(topTitle()).toBe('Idea 2'));
    expect(calls).toContain(`POST /api/ideas/swipe {"ideaId":"${idea(1).id}","direction":"RIGHT"}`);
    await waitFor(() => expect(calls.some((c) => c.includes(`exclude=${idea(2).id}%2C${idea(3).id}`))).toBe(true));

    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(topTitle()).toBe('Idea 3'));
    expect(calls).toContain(`POST /api/ideas/swipe {"ideaId":"${idea(2).id}","direction":"LEFT"}`);
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(topTitle()).toBe('Idea 4'));
    await userEvent.keyboard('{ArrowLeft}');
    expect(await screen.findByText('No more ideas!')).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Share your first idea' })).getAttribute('href')).toBe('/onboarding');
  });

  it('shows the match banner, then after 500 ms the modal with Start Chat and Continue Swiping', async () => {
    serve((url) => {
      if (url.startsWith('/api/ideas/deck?')) return Response.json(url.includes('exclude') ? [] : [idea(1), idea(2)]);
      if (url === '/api/ideas/swipe') {
        return Response.json({
          message: "It's a match!",
          isMatch: true,
          matchData: { id: 'm-1', matchedUserName: 'Olive Owner', ideaTitle: 'Idea 1' },
        });
      }
      return stats();
    });
    renderDeck();
    await waitFor(() => expect(topTitle()).toBe('Idea 1'));
    await userEvent.click(screen.getByRole('button', { name: 'Like' }));
    expect(await screen.findByText("It's a match with Olive Owner!")).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: "It's a Match!" });
    expect(within(dialog).getByRole('link', { name: 'Start Chat' }).getAttribute('href')).toBe('/app/chat?match=m-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue Swiping' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(topTitle()).toBe('Idea 2');
  });

  it('moves on even when recording a swipe fails, and blocks a second swipe meanwhile', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let swipes = 0;
    serve((url) => {
      if (url.startsWith('/api/ideas/deck?')) return Response.json(url.includes('exclude') ? [] : [idea(1), idea(2), idea(3)]);
      if (url === '/api/ideas/swipe') {
        swipes += 1;
        return Response.json({ error: 'Idea not found' }, { status: 404 });
      }
      return stats();
    });
    renderDeck();
    await waitFor(() => expect(topTitle()).toBe('Idea 1'));
    await userEvent.click(screen.getByRole('button', { name: 'Pass' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pass' }));
    await waitFor(() => expect(topTitle()).toBe('Idea 2'));
    expect(swipes).toBe(1);
    expect(warn).toHaveBeenCalledWith('Swipe failed:', 'Idea not found');
    warn.mockRestore();
  });
});
