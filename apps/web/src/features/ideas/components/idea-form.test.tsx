import { describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { onlineManager } from '@tanstack/react-query';
import { IDEA_TITLE_MAX, SubmitIdeaBodySchema, SubmitIdeaResultSchema } from '@seedmatch/shared/ideas';
import { DUPLICATE_IDEA_TITLE } from '@seedmatch/shared/my-ideas';
import { recordCalls } from '../../../testing/calls';
import { anIdea } from '../../../testing/ideas';
import { renderRoutes, signedOutAuth } from '../../../testing/render';
import { apiError, bodyOf, json, plainText } from '../../../testing/respond';
import { server } from '../../../testing/server';
import { IdeaForm } from './idea-form';

const SUBMIT = '/api/ideas/submit';

function renderForm() {
  window.localStorage.setItem('authToken', 'token-123');
  return renderRoutes(
    [
      { path: '/app/submit-idea', element: <IdeaForm successPath="/app/swipe" /> },
      { path: '/app/swipe', element: <p>the deck</p> },
    ],
    { path: '/app/submit-idea', auth: signedOutAuth({ status: 'signed-in' }) },
  );
}

describe('IdeaForm', () => {
  it("shows the spec's messages and sends nothing while the form is invalid", async () => {
    const calls = recordCalls();
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Idea' }));
    expect(screen.getByText('Idea title is required')).toBeTruthy();
    expect(screen.getByText('Pitch is required')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Idea title'), 'ab');
    await userEvent.type(screen.getByLabelText('One-sentence pitch'), 'too short');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Idea' }));
    expect(screen.getByText('Title must be at least 3 characters')).toBeTruthy();
    expect(screen.getByText('Pitch must be at least 10 characters')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("clears a field's error as soon as the field becomes valid, and keeps the other field's", async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Idea' }));
    const title = screen.getByLabelText('Idea title');
    await userEvent.type(title, 'ab');
    expect(screen.getByText('Title must be at least 3 characters')).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(title, 'c');
    expect(screen.queryByText('Title must be at least 3 characters')).toBeNull();
    expect(screen.queryByText('Idea title is required')).toBeNull();
    expect(title.getAttribute('aria-invalid')).toBe('false');
    expect(screen.getByText('Pitch is required')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('One-sentence pitch'), 'Long enough now.');
    expect(screen.queryByText('Pitch is required')).toBeNull();
    expect(screen.queryByText('Pitch must be at least 10 characters')).toBeNull();
  });

  it('adds tags with Enter or +, trims them, ignores duplicates and removes them one by one', async () => {
    renderForm();
    const tagInput = screen.getByLabelText('Tags', { selector: 'input' });
    await userEvent.type(tagInput, '  AI  {Enter}');
    await userEvent.type(tagInput, 'ai{Enter}');
    await userEvent.type(tagInput, '   {Enter}');
    await userEvent.type(tagInput, 'Health');
    await userEvent.click(screen.getByRole('button', { name: 'Add tag' }));
    const tags = () => [...screen.getByRole('list', { name: 'Added tags' }).querySelectorAll('li')].map((li) => li.firstChild?.textContent);
    expect(tags()).toEqual(['AI', 'Health']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove tag AI' }));
    expect(tags()).toEqual(['Health']);
    // As the placeholder shows: commas separate tags.
    await userEvent.type(tagInput, 'Fintech, Climate,,{Enter}');
    expect(tags()).toEqual(['Health', 'Fintech', 'Climate']);
    expect(screen.getByRole('region', { name: 'Preview' }).textContent).toContain('Health');
  });

  it('previews the idea live', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Idea title'), 'Seed Bank');
    expect(screen.getByRole('region', { name: 'Preview' }).textContent).toContain('Seed Bank');
  });

  it('submits, says so, and goes on to the deck', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(SUBMIT, async ({ request }) => {
        const body = await bodyOf(request, SubmitIdeaBodySchema);
        sent.push(body);
        const idea = anIdea(1, { title: body.title, pitch: body.pitch, description: body.pitch, tags: body.tags });
        return json(SubmitIdeaResultSchema, { message: 'Idea submitted successfully!', idea }, { status: 201 });
      }),
    );
    const { router } = renderForm();
    await userEvent.type(screen.getByLabelText('Idea title'), 'Seed Bank');
    await userEvent.type(screen.getByLabelText('One-sentence pitch'), 'Savings that back local startups.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Idea' }));
    expect(await screen.findByText('Idea submitted successfully!')).toBeTruthy();
    expect(sent).toEqual([expect.objectContaining({ title: 'Seed Bank', pitch: 'Savings that back local startups.', tags: [] })]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/swipe'), { timeout: 2000 });
  });

  it('keeps a half-written idea through a reload (a new version, a tab the phone discarded) until it is submitted', async () => {
    server.use(
      http.post(SUBMIT, async ({ request }) => {
        const body = await bodyOf(request, SubmitIdeaBodySchema);
        const idea = anIdea(1, { title: body.title, pitch: body.pitch, description: body.pitch, tags: body.tags });
        return json(SubmitIdeaResultSchema, { message: 'Idea submitted successfully!', idea }, { status: 201 });
      }),
    );
    const first = renderForm();
    await userEvent.type(screen.getByLabelText('Idea title'), 'Seed Bank');
    await userEvent.type(screen.getByLabelText('One-sentence pitch'), 'Savings that back');
    await userEvent.type(screen.getByLabelText('Tags', { exact: true }), 'Fintech{Enter}');
    first.unmount();

    renderForm();
    expect(screen.getByLabelText<HTMLInputElement>('Idea title').value).toBe('Seed Bank');
    expect(screen.getByLabelText<HTMLTextAreaElement>('One-sentence pitch').value).toBe('Savings that back');
    expect(screen.getByRole('button', { name: 'Remove tag Fintech' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('One-sentence pitch'), ' local startups.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Idea' }));
    expect(await screen.findByText('Idea submitted successfully!')).toBeTruthy();
    cleanup();

    renderForm();
    expect(screen.getByLabelText<HTMLInputElement>('Idea title').value).toBe('');
  });

  it("shows the server's message, or the spec's fallbacks, and stays on the form", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // The 502 is a proxy's broken answer, not the contract's: it bypasses `json` on purpose.
    const cases: [() => Response, string][] = [
      [() => apiError(403, 'Only founders can submit ideas.'), 'Only founders can submit ideas.'],
      [() => plainText(502, 'bad gateway'), 'Failed to submit idea'],
      [() => HttpResponse.error(), 'Network error. Please try again.'],
    ];
    for (const [respond, message] of cases) {
      server.use(http.post(SUBMIT, respond));
      const view = renderForm();
      await userEvent.type(screen.getByLabelText('Idea title'), 'Seed Bank');
      await userEvent.type(screen.getByLabelText('One-sentence pitch'), 'Savings that back local startups.');
      await userEvent.click(screen.getByRole('button', { name: 'Submit Idea' }));
      expect((await screen.findByRole('alert')).textContent).toBe(message);
      expect(view.router.state.location.pathname).toBe('/app/submit-idea');
      view.unmount();
    }
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('says at once that there is no connection when submitted offline, rather than "Submitting..." until the connection is back', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.post(SUBMIT, () => HttpResponse.error()));
    onlineManager.setOnline(false);
    try {
      renderForm();
      await userEvent.type(screen.getByLabelText('Idea title'), 'Seed Bank');
      await userEvent.type(screen.getByLabelText('One-sentence pitch'), 'Savings that back local startups.');
      await userEvent.click(screen.getByRole('button', { name: 'Submit Idea' }));
      expect((await screen.findByRole('alert')).textContent).toBe('Network error. Please try again.');
      expect(screen.getByRole('button', { name: 'Submit Idea' }).getAttribute('aria-busy')).toBeNull();
    } finally {
      onlineManager.setOnline(true);
      warn.mockRestore();
    }
  });

  it('takes the focus to the first field in error when a submit is refused', async () => {
    const calls = recordCalls();
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Idea' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Idea title'));
    await userEvent.type(screen.getByLabelText('Idea title'), 'Seed Bank');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Idea' }));
    const pitch = screen.getByLabelText('One-sentence pitch');
    expect(document.activeElement).toBe(pitch);
    expect(pitch.getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  it('shows a title I already use under the title, marks the title invalid and takes the focus there', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.post(SUBMIT, () => apiError(409, DUPLICATE_IDEA_TITLE)));
    renderForm();
    const title = screen.getByLabelText('Idea title');
    await userEvent.type(title, 'Seed Bank');
    await userEvent.type(screen.getByLabelText('One-sentence pitch'), 'Savings that back local startups.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Idea' }));
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    const described = document.getElementById(title.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe(DUPLICATE_IDEA_TITLE);
    expect(document.activeElement).toBe(title);
    // Said once, under its field, not again beside the button.
    expect(screen.getAllByText(DUPLICATE_IDEA_TITLE)).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    // Another title clears it.
    await userEvent.type(title, ' 2');
    expect(title.getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByText(DUPLICATE_IDEA_TITLE)).toBeNull();
    warn.mockRestore();
  });

  it('takes the focus to the message when a submit fails for another reason', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.post(SUBMIT, () => HttpResponse.error()));
    renderForm();
    await userEvent.type(screen.getByLabelText('Idea title'), 'Seed Bank');
    await userEvent.type(screen.getByLabelText('One-sentence pitch'), 'Savings that back local startups.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Idea' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    warn.mockRestore();
  });

  it('counts the title’s characters as the pitch’s', async () => {
    renderForm();
    expect(screen.getByText(`0/${IDEA_TITLE_MAX}`)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Idea title'), 'Seed Bank');
    expect(screen.getByText(`9/${IDEA_TITLE_MAX}`)).toBeTruthy();
    expect(screen.getByText('0/280')).toBeTruthy();
  });
});
