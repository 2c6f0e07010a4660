import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LikerProfile } from '@seedmatch/shared/my-ideas';
import { renderRoutes, signedOutAuth } from '../../../testing/render';
import { LikerPage } from './liker-page';
import { LikesYouPage } from './likes-you-page';

afterEach(() => vi.unstubAllGlobals());

const idea = (id: string, title: string, mySwipe: 'RIGHT' | 'LEFT' | null) => ({
  id,
  title,
  pitch: `The pitch of ${title}.`,
  description: `The pitch of ${title}.`,
  tags: ['Climate'],
  swipeRights: 0,
  createdAt: '2026-11-20T10:00:00.000Z',
  userId: 'fan',
  user: { id: 'fan', name: 'Fay Fan', bio: '', skills: [], avatarUrl: null, title: '', location: '', interests: [], lookingFor: [] },
  mySwipe,
});

const profile: LikerProfile = {
  user: {
    id: 'fan',
    name: 'Fay Fan',
    title: 'Designer',
    skills: ['Figma'],
    bio: 'Draws things.',
    location: 'Lisbon',
    interests: ['Climate'],
    lookingFor: ['CTO'],
  },
  likedIdeas: [{ id: 'mine', title: 'Seed Bank' }],
  ideas: [idea('new', 'Compost Club', null), idea('old', 'Rain Barrel', 'LEFT')],
};

function render(path: string, answer: (url: string, init: RequestInit) => unknown, onMatch = vi.fn()) {
  window.localStorage.setItem('authToken', 'token-123');
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => Response.json(answer(url, init)));
  vi.stubGlobal('fetch', fetchMock);
  renderRoutes(
    [
      { path: '/app/likes-you', element: <LikesYouPage /> },
      { path: '/app/likes-you/:userId', element: <LikerPage onMatch={onMatch} /> },
    ],
    { path, auth: signedOutAuth({ status: 'signed-in', role: 'FOUNDER' }) },
  );
  return { fetchMock, onMatch };
}

describe('LikesYouPage', () => {
  it('lists who liked which idea, each opening their profile', async () => {
    render('/app/likes-you', () => [
      {
        user: { id: 'fan', name: 'Fay Fan', title: 'Designer', skills: ['Figma'] },
        likedIdeas: [
          { id: 'a', title: 'Seed Bank' },
          { id: 'b', title: 'Plant Pal' },
        ],
        likedAt: '2026-11-22T10:00:00.000Z',
      },
      {
        user: { id: 'bo', name: 'Bo Builder', title: '', skills: [] },
        likedIdeas: [{ id: 'a', title: 'Seed Bank' }],
        likedAt: '2026-11-21T10:00:00.000Z',
      },
    ]);
    const rows = within(await screen.findByRole('list', { name: 'Likes you' })).getAllByRole('link');
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining('Fay Fan'), expect.stringContaining('Bo Builder')]);
    expect(rows[0]!.textContent).toContain('Liked Seed Bank and 1 more');
    expect(rows[0]!.getAttribute('href')).toBe('/app/likes-you/fan');
  });

  it('says so when nobody new likes my ideas', async () => {
    render('/app/likes-you', () => []);
    expect(await screen.findByText('No new likes yet')).toBeTruthy();
  });
});

describe('LikerPage', () => {
  it("shows the liker's profile and ideas; liking one back swipes right and celebrates the match", async () => {
    const matchData = { id: 'match-1', matchedUserName: 'Fay Fan', ideaTitle: 'Compost Club' };
    const { fetchMock, onMatch } = render('/app/likes-you/fan', (url, init) =>
      init.method === 'POST' ? { message: "It's a match!", isMatch: true, matchData } : url.endsWith('/likes-you/fan') ? profile : [],
    );
    expect(await screen.findByRole('heading', { name: 'Fay Fan' })).toBeTruthy();
    expect(screen.getByText('Designer · Lisbon')).toBeTruthy();
    expect(screen.getByText(/Liked your idea Seed Bank/)).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: 'Rain Barrel' })).getByText('Passed')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Like Compost Club' }));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(post[0]).toBe('/api/ideas/swipe');
    expect(JSON.parse(String(post[1]!.body))).toEqual({ ideaId: 'new', direction: 'RIGHT' });
    expect(onMatch).toHaveBeenCalledWith(matchData);
  });

  it("shows the server's message when the person can't be shown", async () => {
    window.localStorage.setItem('authToken', 'token-123');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: 'Person not found' }, { status: 404 })),
    );
    renderRoutes([{ path: '/app/likes-you/:userId', element: <LikerPage onMatch={vi.fn()} /> }], {
      path: '/app/likes-you/gone',
      auth: signedOutAuth({ status: 'signed-in', role: 'FOUNDER' }),
    });
    expect(await screen.findByText('Person not found')).toBeTruthy();
  });
});
