import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UNDO_PASS_MS, type DeckFilter } from '@seedmatch/shared/deck';
import type { Idea } from '@seedmatch/shared/ideas';
import { renderRoutes, signedOutAuth } from '../../../testing/render';
import { aUser } from '../../../testing/fixtures';
import { SwipePage } from './swipe-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const idea = (n: number): Idea => ({
  id: `00000000-0000-4000-8000-00000000010${n}`,
  title: `Idea ${n}`,
  pitch: `Pitch of idea ${n}`,
  description: `Pitch of idea ${n}`,
  tags: ['AI'],
  swipeRights: 0,
  createdAt: '2026-11-20T10:00:00.000Z',
  userId: 'owner',
  user: { id: 'owner', name: 'Olive Owner', bio: '', skills: [], avatarUrl: null, title: '', location: '', interests: [], lookingFor: [] },
});

type Server = { deck: (url: string) => Idea[]; filter?: DeckFilter; undo?: () => Response };

/** A fake API: deck reads answer `deck(url)`; the filter is kept as the server would; every call is logged. */
function serve(server: Server) {
  const calls: string[] = [];
  let filter = server.filter ?? { mode: 'all' };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url}${init?.body ? ` ${init.body}` : ''}`);
      if (url === '/api/ideas/deck/filter' && method === 'PUT') filter = JSON.parse(String(init!.body));
      if (url === '/api/ideas/deck/filter') return Response.json(filter);
      if (url.startsWith('/api/ideas/deck?')) return Response.json(server.deck(url));
      if (url === '/api/ideas/swipe/undo') return server.undo?.() ?? Response.json({ error: 'Not here' }, { status: 500 });
      if (url === '/api/ideas/swipe') return Response.json({ message: 'Swipe recorded', isMatch: false, matchData: null });
      return Response.json({
        matchesCount: 0,
        ideasSwipedCount: 0,
        swipedTodayCount: 0,
        ideasCount: 1,
        hasJoinedChallenge: false,
        hasSubmittedMvp: false,
      });
    }),
  );
  return calls;
}

function renderDeck() {
  window.localStorage.setItem('authToken', 'token-123');
  const user = aUser({ skills: ['Climate'] }, { interests: ['Health'] });
  return renderRoutes([{ path: '/app/swipe', element: <SwipePage /> }], {
    path: '/app/swipe',
    auth: signedOutAuth({ status: 'signed-in', user }),
  });
}

const onTop = async (title: string) => waitFor(() => expect(within(screen.getByTestId('top-card')).getByText(title)).toBeTruthy());

describe('the deck controls', () => {
  it('offers Undo after a pass, not after a like, and brings the idea back on top', async () => {
    const calls = serve({
      deck: (url) => (url.includes('exclude') ? [] : [idea(1), idea(2), idea(3)]),
      undo: () => Response.json({ idea: idea(1) }),
    });
    renderDeck();
    await onTop('Idea 1');
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Pass' }));
    await onTop('Idea 2');
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await onTop('Idea 1');
    expect(calls).toContain(`POST /api/ideas/swipe/undo {"ideaId":"${idea(1).id}"}`);
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Like' }));
    await onTop('Idea 2');
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('takes Undo away after the undo window and shows why an undo failed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve({
      deck: (url) => (url.includes('exclude') ? [] : [idea(1), idea(2), idea(3)]),
      undo: () => Response.json({ error: 'Too late to undo this pass.' }, { status: 409 }),
    });
    renderDeck();
    await onTop('Idea 1');
    await userEvent.keyboard('{ArrowLeft}');
    await screen.findByRole('button', { name: 'Undo' });
    act(() => void vi.advanceTimersByTime(UNDO_PASS_MS));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull());

    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Too late to undo this pass.')).toBeTruthy();
    await onTop('Idea 3');
  });

  it('asks the server again before saying "No more ideas!", so an idea planted meanwhile is served', async () => {
    let planted = false;
    serve({ deck: (url) => (url.includes('exclude') ? [] : planted ? [idea(2)] : [idea(1)]) });
    renderDeck();
    await onTop('Idea 1');
    planted = true;
    await userEvent.click(screen.getByRole('button', { name: 'Pass' }));
    await onTop('Idea 2');
    expect(screen.queryByText('No more ideas!')).toBeNull();
  });

  it('saves a filter of chosen tags on the server and reads the deck afresh under it', async () => {
    const calls = serve({
      deck: (url) => (url.includes('exclude') ? [] : calls.some((c) => c.startsWith('PUT')) ? [idea(3)] : [idea(1), idea(2)]),
    });
    renderDeck();
    await onTop('Idea 1');
    await userEvent.click(await screen.findByRole('button', { name: 'Filter: All' }));
    const panel = screen.getByRole('form', { name: 'Deck filter' });
    await userEvent.click(within(panel).getByRole('radio', { name: 'Chosen tags' }));
    expect(within(panel).getByRole('button', { name: 'Apply' })).toHaveProperty('disabled', true);
    await userEvent.type(within(panel).getByLabelText('Tags'), 'fintech{Enter}');
    await userEvent.click(within(panel).getByRole('button', { name: '+ Climate' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Apply' }));

    expect(calls).toContain('PUT /api/ideas/deck/filter {"mode":"tags","tags":["fintech","Climate"]}');
    await onTop('Idea 3');
    expect(screen.getByRole('button', { name: 'Filter: fintech, Climate' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Deck filter' })).toBeNull();
  });

  it('says when the filter leaves nothing and offers to show all ideas', async () => {
    const calls = serve({
      filter: { mode: 'interests' },
      deck: (url) => (url.includes('exclude') || !calls.some((c) => c.startsWith('PUT')) ? [] : [idea(1)]),
    });
    renderDeck();
    expect(await screen.findByRole('heading', { name: 'No ideas match your filter' })).toBeTruthy();
    expect(screen.getByText('None of the ideas left shares a tag with your skills and interests.')).toBeTruthy();
    expect(screen.queryByText('No more ideas!')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show all ideas' }));
    expect(calls).toContain('PUT /api/ideas/deck/filter {"mode":"all"}');
    await onTop('Idea 1');
    expect(screen.getByRole('button', { name: 'Filter: All' })).toBeTruthy();
  });
});
