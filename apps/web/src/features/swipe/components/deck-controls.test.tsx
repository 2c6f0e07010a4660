import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { DeckFilterSchema, UNDO_PASS_MS, UndoPassBodySchema, UndoPassResultSchema, type DeckFilter } from '@seedmatch/shared/deck';
import { IdeaListSchema, type Idea } from '@seedmatch/shared/ideas';
import { UserStatsSchema } from '@seedmatch/shared/users';
import { anIdea } from '../../../testing/ideas';
import { renderRoutes, signedOutAuth } from '../../../testing/render';
import { apiError, bodyOf, json } from '../../../testing/respond';
import { server } from '../../../testing/server';
import { aUser, noStats } from '../../../testing/users';
import { SwipePage } from './swipe-page';

afterEach(() => void vi.useRealTimers());

const idea = (n: number) => anIdea(n);

type Api = { deck: (url: URL) => Idea[]; filter?: DeckFilter; undo?: () => Response };

/**
 * Deck reads answer `deck(url)`; the filter is kept as the server would; undo answers `undo`.
 * Returns the filters and undos the client sent, as JSON.
 */
function serve(api: Api) {
  const sent = { filters: [] as string[], undos: [] as string[] };
  let filter: DeckFilter = api.filter ?? { mode: 'all' };
  server.use(
    http.get('/api/user/stats', () => json(UserStatsSchema, noStats({ ideasCount: 1 }))),
    http.get('/api/ideas/deck', ({ request }) => json(IdeaListSchema, api.deck(new URL(request.url)))),
    http.get('/api/ideas/deck/filter', () => json(DeckFilterSchema, filter)),
    http.put('/api/ideas/deck/filter', async ({ request }) => {
      filter = await bodyOf(request, DeckFilterSchema);
      sent.filters.push(JSON.stringify(filter));
      return json(DeckFilterSchema, filter);
    }),
    http.post('/api/ideas/swipe/undo', async ({ request }) => {
      sent.undos.push(JSON.stringify(await bodyOf(request, UndoPassBodySchema)));
      return api.undo?.() ?? apiError(500, 'Not here');
    }),
  );
  return sent;
}

const excludes = (url: URL) => url.searchParams.has('exclude');

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
    const sent = serve({
      deck: (url) => (excludes(url) ? [] : [idea(1), idea(2), idea(3)]),
      undo: () => json(UndoPassResultSchema, { idea: idea(1) }),
    });
    renderDeck();
    await onTop('Idea 1');
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Pass' }));
    await onTop('Idea 2');
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await onTop('Idea 1');
    expect(sent.undos).toEqual([`{"ideaId":"${idea(1).id}"}`]);
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Like' }));
    await onTop('Idea 2');
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('takes Undo away after the undo window and shows why an undo failed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve({
      deck: (url) => (excludes(url) ? [] : [idea(1), idea(2), idea(3)]),
      undo: () => apiError(409, 'Too late to undo this pass.'),
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
    serve({ deck: (url) => (excludes(url) ? [] : planted ? [idea(2)] : [idea(1)]) });
    renderDeck();
    await onTop('Idea 1');
    planted = true;
    await userEvent.click(screen.getByRole('button', { name: 'Pass' }));
    await onTop('Idea 2');
    expect(screen.queryByText('No more ideas!')).toBeNull();
  });

  it('saves a filter of chosen tags on the server and reads the deck afresh under it', async () => {
    const sent = serve({
      deck: (url) => (excludes(url) ? [] : sent.filters.length > 0 ? [idea(3)] : [idea(1), idea(2)]),
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

    expect(sent.filters).toEqual(['{"mode":"tags","tags":["fintech","Climate"]}']);
    await onTop('Idea 3');
    expect(screen.getByRole('button', { name: 'Filter: fintech, Climate' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Deck filter' })).toBeNull();
  });

  it('says when the filter leaves nothing and offers to show all ideas', async () => {
    const sent = serve({
      filter: { mode: 'interests' },
      deck: (url) => (excludes(url) || sent.filters.length === 0 ? [] : [idea(1)]),
    });
    renderDeck();
    expect(await screen.findByRole('heading', { name: 'No ideas match your filter' })).toBeTruthy();
    expect(screen.getByText('None of the ideas left shares a tag with your skills and interests.')).toBeTruthy();
    expect(screen.queryByText('No more ideas!')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show all ideas' }));
    expect(sent.filters).toEqual(['{"mode":"all"}']);
    await onTop('Idea 1');
    expect(screen.getByRole('button', { name: 'Filter: All' })).toBeTruthy();
  });
});
