import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, type HttpResponseResolver } from 'msw';
import { SwipeBodySchema, SwipeResultSchema } from '@seedmatch/shared/ideas';
import { LikerListSchema, LikerProfileSchema } from '@seedmatch/shared/my-ideas';
import { uuid } from '../../../testing/ideas';
import { aLiker, FAN_ID, fanProfile } from '../../../testing/likes';
import { renderRoutes, signedOutAuth } from '../../../testing/render';
import { apiError, bodyOf, json } from '../../../testing/respond';
import { server } from '../../../testing/server';
import { LikerPage } from './liker-page';
import { LikesYouPage } from './likes-you-page';

function render(path: string) {
  window.localStorage.setItem('authToken', 'token-123');
  const onMatch = vi.fn();
  renderRoutes(
    [
      { path: '/app/likes-you', element: <LikesYouPage /> },
      { path: '/app/likes-you/:userId', element: <LikerPage onMatch={onMatch} /> },
    ],
    { path, auth: signedOutAuth({ status: 'signed-in', role: 'FOUNDER' }) },
  );
  return onMatch;
}

/** The liker's page answers `answer`. */
const likerAnswers = (answer: HttpResponseResolver) => server.use(http.get('/api/ideas/likes-you/:userId', answer));

describe('LikesYouPage', () => {
  it('lists who liked which idea, each opening their profile', async () => {
    server.use(
      http.get('/api/ideas/likes-you', () =>
        json(LikerListSchema, [
          aLiker({
            likedIdeas: [
              { id: uuid(1), title: 'Seed Bank' },
              { id: uuid(2), title: 'Plant Pal' },
            ],
          }),
          aLiker({
            user: { id: uuid(40), name: 'Bo Builder', title: '', skills: [] },
            likedAt: '2026-11-21T10:00:00.000Z',
          }),
        ]),
      ),
    );
    render('/app/likes-you');
    const rows = within(await screen.findByRole('list', { name: 'Likes you' })).getAllByRole('link');
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining('Fay Fan'), expect.stringContaining('Bo Builder')]);
    expect(rows[0]!.textContent).toContain('Liked Seed Bank and 1 more');
    expect(rows[0]!.getAttribute('href')).toBe(`/app/likes-you/${FAN_ID}`);
  });

  it('says so when nobody new likes my ideas', async () => {
    render('/app/likes-you');
    expect(await screen.findByText('No new likes yet')).toBeTruthy();
  });
});

describe('LikerPage', () => {
  it("shows the liker's profile and ideas; liking one back swipes right and celebrates the match", async () => {
    const matchData = { id: 'match-1', matchedUserName: 'Fay Fan', ideaTitle: 'Compost Club', matchedUserAvatarUrl: null };
    const profile = fanProfile();
    const swipes: unknown[] = [];
    likerAnswers(({ params }) => (params.userId === FAN_ID ? json(LikerProfileSchema, profile) : apiError(404, 'Person not found')));
    server.use(
      http.post('/api/ideas/swipe', async ({ request }) => {
        swipes.push(await bodyOf(request, SwipeBodySchema));
        return json(SwipeResultSchema, { message: "It's a match!", isMatch: true, matchData });
      }),
    );
    const onMatch = render(`/app/likes-you/${FAN_ID}`);
    expect(await screen.findByRole('heading', { name: 'Fay Fan' })).toBeTruthy();
    expect(screen.getByText('Designer · Lisbon')).toBeTruthy();
    expect(screen.getByText(/Liked your idea Seed Bank/)).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: 'Rain Barrel' })).getByText('Passed')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Like Compost Club' }));
    expect(swipes).toEqual([{ ideaId: profile.ideas[0]!.id, direction: 'RIGHT' }]);
    expect(onMatch).toHaveBeenCalledWith(matchData);
  });

  it('lists each of several liked ideas apart: titles with commas and full stops do not run together', async () => {
    const titles = ['Bread, butter and jam.', 'Rent, split fairly.', 'Seed Bank'];
    const profile = { ...fanProfile(), likedIdeas: titles.map((title, i) => ({ id: uuid(i + 1), title })) };
    likerAnswers(() => json(LikerProfileSchema, profile));
    render(`/app/likes-you/${FAN_ID}`);
    const liked = await screen.findByRole('list', { name: 'Liked your ideas' });
    expect(
      within(liked)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(titles);
  });

  it("shows the server's message when the person can't be shown", async () => {
    likerAnswers(() => apiError(404, 'Person not found'));
    render(`/app/likes-you/${uuid(41)}`);
    expect(await screen.findByText('Person not found')).toBeTruthy();
  });
});
