import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Idea } from '@seedmatch/shared/ideas';
import { renderRoutes, signedOutAuth } from '../../../testing/render';
import { MyIdeasPage } from './my-ideas-page';

afterEach(() => vi.unstubAllGlobals());

const anIdea = (id: string, title: string, swipeRights: number): Idea => ({
  id,
  title,
  pitch: `The pitch of ${title}.`,
  description: `The pitch of ${title}.`,
  tags: ['AI'],
  swipeRights,
  createdAt: '2026-11-20T10:00:00.000Z',
  userId: 'u1',
  user: { id: 'u1', name: 'Ada', bio: '', skills: [], avatarUrl: null, title: '', location: '', interests: [], lookingFor: [] },
});

type Call = { url: string; method: string; body: unknown };

/** A fake API holding my ideas: GET lists them, PUT answers `putAnswer`, DELETE removes one. */
function serve(ideas: Idea[], putAnswer?: () => Response) {
  const calls: Call[] = [];
  let current = [...ideas];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, method, body });
      const id = url.split('/').pop()!;
      if (method === 'DELETE') {
        current = current.filter((idea) => idea.id !== id);
        return Response.json({ success: true });
      }
      if (method === 'PUT') {
        if (putAnswer) return putAnswer();
        current = current.map((idea) => (idea.id === id ? { ...idea, ...body } : idea));
        return Response.json({ message: 'Idea updated', idea: current.find((idea) => idea.id === id) });
      }
      return Response.json(url === '/api/user/stats' ? {} : current);
    }),
  );
  return calls;
}

function renderPage(role: 'FOUNDER' | 'INVESTOR' = 'FOUNDER') {
  window.localStorage.setItem('authToken', 'token-123');
  return renderRoutes(
    [
      { path: '/app/my-ideas', element: <MyIdeasPage /> },
      { path: '/app/investor', element: <p>investor area</p> },
    ],
    { path: '/app/my-ideas', auth: signedOutAuth({ status: 'signed-in', role }) },
  );
}

describe('MyIdeasPage', () => {
  it('lists my ideas with their like counts and links to Likes you', async () => {
    serve([anIdea('i1', 'Seed Bank', 1), anIdea('i2', 'Plant Pal', 3)]);
    renderPage();
    const first = await screen.findByRole('listitem', { name: 'Seed Bank' });
    expect(within(first).getByText('1 like')).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: 'Plant Pal' })).getByText('3 likes')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Likes you' }).getAttribute('href')).toBe('/app/likes-you');
  });

  it('edits an idea with the form rules and shows the saved change', async () => {
    const calls = serve([anIdea('i1', 'Seed Bank', 2)]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Seed Bank' }));
    const title = screen.getByLabelText('Idea title');
    expect((title as HTMLInputElement).value).toBe('Seed Bank');
    await userEvent.clear(title);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('Idea title is required')).toBeTruthy();
    await userEvent.type(title, 'Seed Vault');
    expect(screen.queryByText('Idea title is required')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const saved = await screen.findByRole('listitem', { name: 'Seed Vault' });
    expect(within(saved).getByText('2 likes')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')).toEqual({
      url: '/api/ideas/i1',
      method: 'PUT',
      body: { title: 'Seed Vault', pitch: 'The pitch of Seed Bank.', tags: ['AI'] },
    });
  });

  it("shows the server's 409 and keeps the form open", async () => {
    serve([anIdea('i1', 'Seed Bank', 0)], () => Response.json({ error: 'You already have an idea with this title' }, { status: 409 }));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Seed Bank' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You already have an idea with this title');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeTruthy();
  });

  it('deletes an idea only after the confirmation', async () => {
    const calls = serve([anIdea('i1', 'Seed Bank', 0), anIdea('i2', 'Plant Pal', 0)]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Seed Bank' }));
    const confirmation = screen.getByRole('alertdialog', { name: 'Delete “Seed Bank”?' });
    expect(confirmation.textContent).toContain('Matches made through it stay');
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Seed Bank' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete idea' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Seed Bank' })).toBeNull());
    expect(screen.getByRole('listitem', { name: 'Plant Pal' })).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual(['/api/ideas/i1']);
  });

  it('says so when there are no ideas, and sends investors to their area', async () => {
    serve([]);
    const view = renderPage();
    expect(await screen.findByText('No ideas yet')).toBeTruthy();
    view.unmount();
    renderPage('INVESTOR');
    expect(await screen.findByText('investor area')).toBeTruthy();
  });
});
