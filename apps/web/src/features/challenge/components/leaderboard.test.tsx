import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { LeaderboardSchema, type Leaderboard as Board } from '@seedmatch/shared/challenge-leaderboard';
import type { CurrentUser } from '@seedmatch/shared/users';
import { renderAt, signedOutAuth } from '../../../testing/render';
import { apiError, json } from '../../../testing/respond';
import { expectLoaded, expectLoadingRegion, heldAnswer } from '../../../testing/loading';
import { server } from '../../../testing/server';
import { CHALLENGE_ID, ME, challenge, joined, serve, submission } from './challenge-test-data';
import { ChallengePage } from './challenge-page';
import { Leaderboard } from './leaderboard';
import { entry, noSubmissions } from './leaderboard-test-data';

const URL = `/api/challenges/${CHALLENGE_ID}/leaderboard`;

function renderBoard(answer: () => Response | Promise<Response>) {
  window.localStorage.setItem('authToken', 't');
  server.use(http.get(URL, answer));
  return renderAt(<Leaderboard challengeId={CHALLENGE_ID} />);
}
const answering = (board: Board) => () => json(LeaderboardSchema, board);
const rowsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((row) => row.textContent);

describe('Leaderboard', () => {
  it('shows a skeleton while the ranking loads, then the rows', async () => {
    const held = heldAnswer(answering({ entries: [entry(1)], me: null }));
    renderBoard(held.answer);
    expect(screen.getByRole('heading', { name: 'Leaderboard' })).toBeTruthy();
    expectLoadingRegion('Loading leaderboard');
    held.release();
    expect(await screen.findByRole('list', { name: 'Leaderboard' })).toBeTruthy();
    expectLoaded();
  });

  it('invites founders to ship first when nobody has submitted yet', async () => {
    renderBoard(answering(noSubmissions));
    expect(await screen.findByRole('heading', { name: 'No submissions yet' })).toBeTruthy();
    expect(screen.getByText('The first founder to ship an MVP takes the top spot.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Leaderboard' })).toBeNull();
  });

  it('ranks the MVPs with the prize places, avatars, ideas and credits, and marks my row', async () => {
    const photo = 'https://lh3.googleusercontent.com/a/first';
    renderBoard(
      answering({
        entries: [
          entry(1, { name: 'Ada Lovelace', avatarUrl: photo, ideaTitle: 'Compost tracker', credits: 110 }),
          entry(2, { isMe: true }),
          entry(3, { ideaTitle: null }),
          entry(4),
        ],
        me: null,
      }),
    );
    const list = await screen.findByRole('list', { name: 'Leaderboard' });
    expect(rowsOf(list)).toEqual([
      '1stAda LovelaceCompost tracker110credits',
      '2ndF2Founder 2YouIdea 2109credits',
      '3rdF3Founder 3A deleted idea108credits',
      '#4F4Founder 4Idea 4107credits',
    ]);
    expect(list.querySelector('img')?.getAttribute('src')).toBe(photo);
    const mine = within(list).getAllByRole('listitem')[1]!;
    expect(mine.getAttribute('aria-current')).toBe('true');
    expect(screen.getByText(/The top three when the challenge ends win the prizes/)).toBeTruthy();
  });

  it('adds my own place after the top ten when I rank lower', async () => {
    const top = Array.from({ length: 10 }, (_, index) => entry(index + 1));
    renderBoard(answering({ entries: top, me: entry(14, { name: 'Me Myself', credits: 60, isMe: true }) }));
    const list = await screen.findByRole('list', { name: 'Leaderboard' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).queryByText('You')).toBeNull();
    expect(rowsOf(screen.getByRole('list', { name: 'Your place' }))).toEqual(['#14MMMe MyselfYouIdea 1460credits']);
  });

  it('says what went wrong and tries again on request', async () => {
    renderBoard(() => apiError(503, 'The service is unavailable right now.'));
    expect((await screen.findByRole('alert')).textContent).toBe('The service is unavailable right now.');
    server.use(http.get(URL, answering({ entries: [entry(1)], me: null })));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(rowsOf(await screen.findByRole('list', { name: 'Leaderboard' }))).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the leaderboard on the challenge page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks again once my MVP is in, and shows me on it', async () => {
    let submitted = false;
    serve(
      (url) => {
        if (!url.endsWith('/submit')) return Response.json(challenge(joined(45)));
        submitted = true;
        const result = { challenge: challenge(joined(45, submission)), submission, message: 'MVP submitted! You earned 110 credits.' };
        return Response.json(result, { status: 201 });
      },
      undefined,
      () => (submitted ? { entries: [entry(1), entry(2, { name: 'Ada', credits: 110, isMe: true })], me: null } : noSubmissions),
    );
    window.localStorage.setItem('authToken', 't');
    const user = { id: ME, role: 'FOUNDER' } as CurrentUser;
    renderAt(<ChallengePage />, { path: '/app/challenge', auth: signedOutAuth({ status: 'signed-in', role: 'FOUNDER', user }) });
    expect(await screen.findByRole('heading', { name: 'No submissions yet' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Submit MVP' }));
    await userEvent.type(screen.getByLabelText('GitHub URL'), 'https://github.com/ada/mvp');
    await userEvent.click(screen.getByRole('button', { name: 'Submit MVP' }));
    const list = await screen.findByRole('list', { name: 'Leaderboard' });
    expect(within(list).getByRole('listitem', { current: true }).textContent).toBe('2ndAAdaYouIdea 2110credits');
  });
});
