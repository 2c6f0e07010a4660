import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { Idea } from '@seedmatch/shared/ideas';
import { DUPLICATE_IDEA_TITLE, MyIdeaListSchema, UpdateIdeaBodySchema, UpdateIdeaResultSchema } from '@seedmatch/shared/my-ideas';
import { SuccessSchema } from '@seedmatch/shared/success';
import { UserStatsSchema } from '@seedmatch/shared/users';
import { recordCalls } from '../../../testing/calls';
import { anIdea } from '../../../testing/ideas';
import { bodyOf, json, apiError } from '../../../testing/respond';
import { renderRoutes, signedOutAuth } from '../../../testing/render';
import { server } from '../../../testing/server';
import { noStats } from '../../../testing/users';
import { MyIdeasPage } from './my-ideas-page';

/** My idea number `n`, titled `title`, liked `swipeRights` times. */
const myIdea = (n: number, title: string, swipeRights: number): Idea =>
  anIdea(n, { title, pitch: `The pitch of ${title}.`, description: `The pitch of ${title}.`, swipeRights, userId: 'u1' });

/**
 * An API holding my ideas: GET lists them, PUT answers `putAnswer` (or saves), DELETE removes one;
 * stats count them. Returns the calls made and the bodies of the PUTs.
 */
function serve(ideas: Idea[], putAnswer?: () => Response) {
  let current = [...ideas];
  const puts: unknown[] = [];
  server.use(
    http.get('/api/ideas/mine', () => json(MyIdeaListSchema, current)),
    http.get('/api/user/stats', () => json(UserStatsSchema, noStats({ ideasCount: current.length }))),
    http.put('/api/ideas/:id', async ({ request, params }) => {
      const body = await bodyOf(request, UpdateIdeaBodySchema);
      puts.push(body);
      if (putAnswer) return putAnswer();
      current = current.map((idea) => (idea.id === params.id ? { ...idea, ...body } : idea));
      return json(UpdateIdeaResultSchema, { message: 'Idea updated', idea: current.find((idea) => idea.id === params.id)! });
    }),
    http.delete('/api/ideas/:id', ({ params }) => {
      current = current.filter((idea) => idea.id !== params.id);
      return json(SuccessSchema, { success: true });
    }),
  );
  return { calls: recordCalls(), puts };
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
    serve([myIdea(1, 'Seed Bank', 1), myIdea(2, 'Plant Pal', 3)]);
    renderPage();
    const first = await screen.findByRole('listitem', { name: 'Seed Bank' });
    expect(within(first).getByText('1 like')).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: 'Plant Pal' })).getByText('3 likes')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Likes you' }).getAttribute('href')).toBe('/app/likes-you');
  });

  it('edits an idea with the form rules and shows the saved change', async () => {
    const { calls, puts } = serve([myIdea(1, 'Seed Bank', 2)]);
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
    expect(calls.filter((call) => call.startsWith('PUT'))).toEqual([`PUT /api/ideas/${anIdea(1).id}`]);
    expect(puts).toEqual([{ title: 'Seed Vault', pitch: 'The pitch of Seed Bank.', tags: ['AI'] }]);
  });

  it("shows the server's 409 under the title, focused and marked invalid, and keeps the form open", async () => {
    serve([myIdea(1, 'Seed Bank', 0)], () => apiError(409, DUPLICATE_IDEA_TITLE));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Seed Bank' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const title = screen.getByLabelText('Idea title');
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(title.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'You already have an idea with this title',
    );
    expect(document.activeElement).toBe(title);
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeTruthy();
  });

  it('deletes an idea only after the confirmation', async () => {
    const { calls } = serve([myIdea(1, 'Seed Bank', 0), myIdea(2, 'Plant Pal', 0)]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Seed Bank' }));
    const confirmation = screen.getByRole('alertdialog', { name: 'Delete “Seed Bank”?' });
    expect(confirmation.textContent).toContain('Matches made through it stay');
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.some((call) => call.startsWith('DELETE'))).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Seed Bank' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete idea' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Seed Bank' })).toBeNull());
    expect(screen.getByRole('listitem', { name: 'Plant Pal' })).toBeTruthy();
    expect(calls.filter((call) => call.startsWith('DELETE'))).toEqual([`DELETE /api/ideas/${anIdea(1).id}`]);
  });

  it('keeps the focus where the keyboard was: on the question’s safe answer, the form’s first field, and back on the button', async () => {
    serve([myIdea(1, 'Seed Bank', 0)]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Seed Bank' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep it' }));
    await userEvent.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete Seed Bank' }));

    await userEvent.click(screen.getByRole('button', { name: 'Edit Seed Bank' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Idea title'));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Seed Bank' }));
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
