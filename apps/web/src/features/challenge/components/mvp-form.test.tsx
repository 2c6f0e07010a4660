import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser } from '@seedmatch/shared/users';
import { renderAt, signedOutAuth } from '../../../testing/render';
import { CHALLENGE_ID, ME, challenge, joined, serve, submission } from './challenge-test-data';
import { MvpForm } from './mvp-form';

afterEach(() => vi.unstubAllGlobals());

const submitUrl = `/api/challenges/${CHALLENGE_ID}/submit`;

function renderForm() {
  window.localStorage.setItem('authToken', 't');
  const auth = signedOutAuth({ status: 'signed-in', user: { id: ME, role: 'FOUNDER' } as CurrentUser });
  const calls = serve((url) =>
    url === submitUrl
      ? Response.json({ challenge: challenge(joined(45, submission)), submission, message: 'MVP submitted!' }, { status: 201 })
      : Response.json(challenge(joined(45))),
  );
  renderAt(<MvpForm challengeId={CHALLENGE_ID} onCancel={() => undefined} />, { path: '/app/challenge', auth });
  return calls;
}

const sentBody = (calls: string[]) =>
  JSON.parse(
    calls
      .find((call) => call.startsWith(`POST ${submitUrl}`))!
      .split(' ')
      .slice(2)
      .join(' '),
  );

describe('the MVP form’s draft', () => {
  it('keeps what was typed through a reload (a new version, a tab the phone discarded), until the MVP is submitted', async () => {
    renderForm();
    await screen.findByRole('option', { name: 'Newest idea' });
    await userEvent.type(screen.getByLabelText('GitHub URL'), 'https://github.com/ada/mvp');
    await userEvent.type(screen.getByLabelText('Tech stack'), 'React');
    await userEvent.type(screen.getByRole('textbox', { name: 'README (optional)' }), '# Compost');
    cleanup();

    const calls = renderForm();
    await screen.findByRole('option', { name: 'Newest idea' });
    expect(screen.getByLabelText<HTMLInputElement>('GitHub URL').value).toBe('https://github.com/ada/mvp');
    expect(screen.getByLabelText<HTMLInputElement>('Tech stack').value).toBe('React');
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'README (optional)' }).value).toBe('# Compost');
    await userEvent.click(screen.getByRole('button', { name: 'Submit MVP' }));
    await waitFor(() => expect(calls.some((call) => call.startsWith(`POST ${submitUrl}`))).toBe(true));
    cleanup();

    renderForm();
    await screen.findByRole('option', { name: 'Newest idea' });
    expect(screen.getByLabelText<HTMLInputElement>('GitHub URL').value).toBe('');
  });
});

describe('the MVP form’s README', () => {
  it('is a labelled, hinted text box whose text is sent as typed and counts as a README', async () => {
    const calls = renderForm();
    await screen.findByRole('option', { name: 'Newest idea' });
    const readme = screen.getByRole('textbox', { name: 'README (optional)' });
    const hint = document.getElementById(readme.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toContain('up to 10,000 characters');
    const flag = screen.getByRole('checkbox', { name: 'README with setup instructions' }) as HTMLInputElement;
    expect([flag.checked, flag.disabled]).toEqual([false, false]);
    await userEvent.type(screen.getByLabelText('GitHub URL'), 'https://github.com/ada/mvp');
    await userEvent.type(readme, '# Compost{Enter}{Enter}npm install');
    expect([flag.checked, flag.disabled]).toEqual([true, true]);
    await userEvent.click(screen.getByRole('button', { name: 'Submit MVP' }));
    await waitFor(() => expect(calls.some((call) => call.startsWith(`POST ${submitUrl}`))).toBe(true));
    expect(sentBody(calls)).toMatchObject({ readme: '# Compost\n\nnpm install', hasReadme: true });
  });

  it('refuses a README past 10,000 characters with the API’s message, and sends nothing', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const calls = renderForm();
    await screen.findByRole('option', { name: 'Newest idea' });
    await userEvent.type(screen.getByLabelText('GitHub URL'), 'https://github.com/ada/mvp');
    await userEvent.click(screen.getByRole('textbox', { name: 'README (optional)' }));
    await userEvent.paste('a'.repeat(10_001));
    await userEvent.click(screen.getByRole('button', { name: 'Submit MVP' }));
    expect(alert).toHaveBeenCalledWith('README must be at most 10,000 characters');
    expect(calls.some((call) => call.startsWith('POST'))).toBe(false);
  });
});

describe('the MVP form’s refusals', () => {
  it('after the alert, puts the focus on the field at fault, marked invalid and described by the same words, until it changes', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    renderForm();
    await screen.findByRole('option', { name: 'Newest idea' });
    await userEvent.click(screen.getByRole('button', { name: 'Submit MVP' }));
    expect(alert).toHaveBeenCalledWith('GitHub URL is required');
    const github = screen.getByLabelText('GitHub URL');
    expect(document.activeElement).toBe(github);
    expect(github.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(github.getAttribute('aria-describedby') ?? '')?.textContent).toBe('GitHub URL is required');
    await userEvent.type(github, 'h');
    expect(github.hasAttribute('aria-invalid')).toBe(false);
    expect(screen.queryByText('GitHub URL is required')).toBeNull();
  });
});
