import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { IdeaListSchema, SwipeBodySchema, SwipeResultSchema, type Idea } from '@seedmatch/shared/ideas';
import { recordCalls } from '../../../testing/calls';
import { anIdea } from '../../../testing/ideas';
import { aUser } from '../../../testing/users';
import { expectLoaded, expectLoadingRegion, heldAnswer } from '../../../testing/loading';
import { renderRoutes, signedOutAuth } from '../../../testing/render';
import { apiError, bodyOf, json } from '../../../testing/respond';
import { server } from '../../../testing/server';
import { setViewport } from '../../../testing/viewport';
import { SwipePage } from './swipe-page';

const idea = (n: number) => anIdea(n, { swipeRights: n });

/** Deck reads answer `deck(url)`; swipes answer `swipe`; returns every call and the swipes sent, as JSON. */
function serve(deck: (url: URL) => Idea[], swipe?: (body: unknown) => Response) {
  const swipes: string[] = [];
  server.use(
    http.get('/api/ideas/deck', ({ request }) => json(IdeaListSchema, deck(new URL(request.url)))),
    http.post('/api/ideas/swipe', async ({ request }) => {
      const body = await bodyOf(request, SwipeBodySchema);
      swipes.push(JSON.stringify(body));
      return swipe?.(body) ?? json(SwipeResultSchema, { message: 'Swipe recorded', isMatch: false, matchData: null });
    }),
  );
  return { calls: recordCalls(), swipes };
}

function renderDeck() {
  window.localStorage.setItem('authToken', 'token-123');
  return renderRoutes([{ path: '/app/swipe', element: <SwipePage /> }], {
    path: '/app/swipe',
    auth: signedOutAuth({ status: 'signed-in', user: aUser({ name: 'Ada Lovelace' }) }),
  });
}

const topTitle = () => within(screen.getByTestId('top-card')).getByRole('heading', { level: 2 }).textContent;

describe('SwipePage', () => {
  it('holds the place of the card and its buttons with a skeleton named "Loading ideas" until the first cards arrive', async () => {
    const deck = heldAnswer(() => json(IdeaListSchema, [idea(1)]));
    server.use(http.get('/api/ideas/deck', deck.answer));
    renderDeck();
    const region = expectLoadingRegion('Loading ideas');
    deck.release();
    await waitFor(() => expect(topTitle()).toBe('Idea 1'));
    expect(region.isConnected).toBe(false);
    expectLoaded();
  });

  it('draws Pass and Like as SVG icons that keep their names, with no text glyph to miss a font', async () => {
    serve(() => [idea(1)]);
    renderDeck();
    for (const name of ['Pass', 'Like']) {
      const button = await screen.findByRole('button', { name });
      expect(button.textContent).toBe('');
      expect(button.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    }
  });

  it('advances after a swipe, asks for more near the end leaving out cards on screen, then shows the empty state', async () => {
    let batches = 0;
    const { calls, swipes } = serve(() => {
      batches += 1;
      return batches === 1 ? [idea(1), idea(2), idea(3)] : batches === 2 ? [idea(4)] : [];
    });
    renderDeck();
    await waitFor(() => expect(topTitle()).toBe('Idea 1'));
    await userEvent.click(screen.getByRole('button', { name: 'Like' }));
    await waitFor(() => expect(topTitle()).toBe('Idea 2'));
    expect(swipes).toContain(`{"ideaId":"${idea(1).id}","direction":"RIGHT"}`);
    await waitFor(() => expect(calls.some((c) => c.includes(`exclude=${idea(2).id}%2C${idea(3).id}`))).toBe(true));

    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(topTitle()).toBe('Idea 3'));
    expect(swipes).toContain(`{"ideaId":"${idea(2).id}","direction":"LEFT"}`);
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(topTitle()).toBe('Idea 4'));
    await userEvent.keyboard('{ArrowLeft}');
    expect(await screen.findByText('No more ideas!')).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Share your first idea' })).getAttribute('href')).toBe('/onboarding');
  });

  it('says the idea now on top after each swipe, and when none is left, but not the first card', async () => {
    let batches = 0;
    serve(() => {
      batches += 1;
      return batches === 1 ? [idea(1), idea(2)] : [];
    });
    renderDeck();
    await waitFor(() => expect(topTitle()).toBe('Idea 1'));
    const said = () => document.querySelector('p[aria-live="polite"]')?.textContent;
    expect(said()).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Pass' }));
    await waitFor(() => expect(said()).toBe('Next idea: Idea 2'));
    // The button pressed keeps the focus: the card changes under it.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Pass' }));
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(said()).toBe('That was the last idea for now.'));
  });

  it('keeps the next idea under the top card as a still picture: after it in no tab order, hidden from screen readers', async () => {
    serve((url) => (url.searchParams.has('exclude') ? [] : [idea(1), idea(2), idea(3)]));
    renderDeck();
    await waitFor(() => expect(topTitle()).toBe('Idea 1'));
    const under = () => screen.getByText('Idea 2').closest<HTMLElement>('[aria-hidden="true"]')!;
    expect(under()).not.toBeNull();
    expect(under().hasAttribute('inert')).toBe(true);
    // Drawn first, so the top card covers it; never inside the top card.
    expect(under().compareDocumentPosition(screen.getByTestId('top-card')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(under().querySelectorAll('button, a[href], input, select, textarea, [tabindex]')).toHaveLength(0);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Idea 1']);
    for (let step = 0; step < 8; step += 1) {
      await userEvent.tab();
      expect(under().contains(document.activeElement)).toBe(false);
    }

    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(topTitle()).toBe('Idea 2'));
    expect(screen.getByText('Idea 3').closest('[aria-hidden="true"][inert]')).not.toBeNull();
  });

  it('shows the match banner, then after 500 ms the modal with both people, Start Chat and Continue Swiping', async () => {
    const photo = 'https://lh3.googleusercontent.com/a/olive';
    serve(
      (url) => (url.searchParams.has('exclude') ? [] : [idea(1), idea(2)]),
      () =>
        json(SwipeResultSchema, {
          message: "It's a match!",
          isMatch: true,
          matchData: { id: 'm-1', matchedUserName: 'Olive Owner', ideaTitle: 'Idea 1', matchedUserAvatarUrl: photo },
        }),
    );
    renderDeck();
    await waitFor(() => expect(topTitle()).toBe('Idea 1'));
    await userEvent.click(screen.getByRole('button', { name: 'Like' }));
    expect(await screen.findByText("It's a match with Olive Owner!")).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: "It's a Match!" });
    const people = within(within(dialog).getByRole('list', { name: 'Matched' })).getAllByRole('listitem');
    expect(people.map((person) => person.lastElementChild?.textContent)).toEqual(['Ada Lovelace', 'Olive Owner']);
    expect(people[0]!.firstElementChild?.textContent).toBe('AL');
    expect(people[1]!.querySelector('img')?.getAttribute('src')).toBe(photo);
    expect(within(dialog).getByText(/like each other's ideas/).textContent).toBe(
      "You and Olive Owner like each other's ideas. You matched on Idea 1.",
    );
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Continue Swiping']);
    expect(within(dialog).getByRole('link', { name: 'Start Chat' }).getAttribute('href')).toBe('/app/chat?match=m-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue Swiping' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(topTitle()).toBe('Idea 2');
  });

  it('moves on even when recording a swipe fails, and blocks a second swipe meanwhile', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { swipes } = serve(
      (url) => (url.searchParams.has('exclude') ? [] : [idea(1), idea(2), idea(3)]),
      () => apiError(404, 'Idea not found'),
    );
    renderDeck();
    await waitFor(() => expect(topTitle()).toBe('Idea 1'));
    await userEvent.click(screen.getByRole('button', { name: 'Pass' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pass' }));
    await waitFor(() => expect(topTitle()).toBe('Idea 2'));
    expect(swipes).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith('Swipe failed:', 'Idea not found');
    warn.mockRestore();
  });

  it('says the ideas could not load, never "No more ideas!", when the deck cannot be read, and Try Again loads them', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let isDown = true;
    server.use(
      http.get('/api/ideas/deck', () =>
        isDown ? apiError(503, 'Service unavailable, try again shortly.') : json(IdeaListSchema, [idea(1)]),
      ),
    );
    renderDeck();
    expect(await screen.findByRole('heading', { name: "Couldn't load ideas" })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'No more ideas!' })).toBeNull();
    isDown = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(topTitle()).toBe('Idea 1'));
    expect(screen.queryByRole('heading', { name: "Couldn't load ideas" })).toBeNull();
    warn.mockRestore();
  });

  it('from 1024 px shows beside the card who is behind it, the idea that comes next and the keys, and follows a swipe', async () => {
    setViewport(1440, 900);
    serve(() => [idea(1), anIdea(2, { user: { ...idea(1).user, name: 'Nina Next', bio: 'Runs a bakery co-op.' } })]);
    renderDeck();
    const aside = await screen.findByRole('region', { name: 'About this card' });
    expect(within(aside).getByRole('heading', { name: 'About Olive Owner' })).toBeTruthy();
    expect(within(aside).getByText('Ten years of building tools for labs, now on my own.')).toBeTruthy();
    expect(within(aside).getByRole('list', { name: 'Looking for' }).textContent).toContain('CTO');
    expect(within(within(aside).getByRole('region', { name: 'Up next' })).getByText('Idea 2')).toBeTruthy();
    expect([...aside.querySelectorAll('kbd')].map((key) => key.parentElement?.textContent)).toEqual(['← Pass', '→ Like']);
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(topTitle()).toBe('Idea 2'));
    expect(within(aside).getByRole('heading', { name: 'About Nina Next' })).toBeTruthy();
    expect(within(aside).queryByRole('region', { name: 'Up next' })).toBeNull();
  });

  it('keeps a phone’s deck as it was: nothing beside the card', async () => {
    serve(() => [idea(1), idea(2)]);
    renderDeck();
    await waitFor(() => expect(topTitle()).toBe('Idea 1'));
    expect(screen.queryByRole('region', { name: 'About this card' })).toBeNull();
  });
});
