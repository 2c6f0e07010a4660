import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, type HttpHandler } from 'msw';
import { ReferralHistorySchema, ReferralStatsSchema, RewardListSchema } from '@seedmatch/shared/referrals';
import { recordCalls } from '../../../testing/calls';
import { expectLoaded, expectLoadingRegion, heldAnswer } from '../../../testing/loading';
import { referralHistory, referralStats, rewards } from '../../../testing/referrals';
import { renderRoutes, signedOutAuth } from '../../../testing/render';
import { apiError, json } from '../../../testing/respond';
import { server } from '../../../testing/server';
import { aUser } from '../../../testing/users';
import { ReferralsPage } from './referrals-page';

const user = aUser();
const CLAIM = '/api/referrals/rewards/sticker-pack/claim';

/** The referrals page over the default API (four referrals, 175 points, two in the history). */
function renderPage(...handlers: HttpHandler[]) {
  window.localStorage.setItem('authToken', 't');
  server.use(...handlers);
  const calls = recordCalls();
  renderRoutes([{ path: '/app/referrals', element: <ReferralsPage /> }], {
    path: '/app/referrals',
    auth: signedOutAuth({ status: 'signed-in', user, role: 'FOUNDER' }),
  });
  return calls;
}

const rewardRow = (name: string) => screen.getByText(name).closest('li')!;

describe('ReferralsPage', () => {
  it('holds the place of the stats, the rewards and the history, each with its own named skeleton, until each arrives', async () => {
    const stats = heldAnswer(() => json(ReferralStatsSchema, referralStats()));
    const list = heldAnswer(() => json(RewardListSchema, rewards()));
    const history = heldAnswer(() => json(ReferralHistorySchema, referralHistory));
    renderPage(
      http.get('/api/referrals/stats', stats.answer),
      http.get('/api/referrals/rewards', list.answer),
      http.get('/api/referrals/history', history.answer),
    );
    expect(screen.getAllByRole('status').map((region) => [region.getAttribute('aria-busy'), region.textContent])).toEqual([
      ['true', 'Loading referrals'],
      ['true', 'Loading rewards'],
      ['true', 'Loading history'],
    ]);
    stats.release();
    list.release();
    await waitFor(() => expect(screen.queryAllByRole('status')).toHaveLength(1));
    expectLoadingRegion('Loading history');
    history.release();
    expect(await screen.findByRole('list', { name: 'Referral history' })).toBeTruthy();
    expectLoaded();
  });

  it('shows the stats, the level progress and the share link', async () => {
    renderPage();
    expect(await screen.findByText('175/500 points to Growth Hacker')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Referrals');
    const figures = [...screen.getAllByRole('definition')].map((el) => el.textContent);
    expect(figures).toEqual(['4', '2', '175']);
    expect(screen.getByText('Seed Spreader')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Level progress' }).getAttribute('aria-valuenow')).toBe('19');
    expect(screen.getByText('SEED-ADA-K3X9-Q7Z')).toBeTruthy();
    expect((screen.getByLabelText('Your share link') as HTMLInputElement).value).toBe(
      `${window.location.origin}/join?ref=SEED-ADA-K3X9-Q7Z`,
    );
    expect(screen.getByText('Friend joins')).toBeTruthy();
    expect(screen.getByText('+100')).toBeTruthy();
  });

  it('copies the link and says so; offers Share only where the browser can share', async () => {
    renderPage();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/join?ref=SEED-ADA-K3X9-Q7Z`);
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeTruthy();
  });

  it('shares the link where the browser can', async () => {
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: `${window.location.origin}/join?ref=SEED-ADA-K3X9-Q7Z` }));
    Reflect.deleteProperty(navigator, 'share');
  });

  it('claims a reward and shows it claimed; rewards above the points stay disabled', async () => {
    const calls = renderPage(http.post(CLAIM, () => json(RewardListSchema, rewards(['sticker-pack', 'priority-matching']))));
    await screen.findByText('175/500 points to Growth Hacker');
    expect(within(rewardRow('SeedMatch T-shirt')).getByRole('button', { name: 'Claim SeedMatch T-shirt' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(rewardRow('Priority matching')).getByText('Claimed')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Claim Sticker pack' }));
    await waitFor(() => expect(within(rewardRow('Sticker pack')).getByText('Claimed')).toBeTruthy());
    expect(calls).toContain(`POST ${CLAIM}`);
  });

  it("shows the server's message when a claim fails", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderPage(http.post(CLAIM, () => apiError(409, 'You already claimed this reward.')));
    await screen.findByText('175/500 points to Growth Hacker');
    await userEvent.click(screen.getByRole('button', { name: 'Claim Sticker pack' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You already claimed this reward.');
    warn.mockRestore();
  });

  it('shows a reward claimed when the claim is refused as already made (in another tab, or an answer lost on the way back)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let claimed = ['priority-matching'];
    renderPage(
      http.get('/api/referrals/rewards', () => json(RewardListSchema, rewards(claimed))),
      http.post(CLAIM, () => {
        claimed = ['sticker-pack', 'priority-matching'];
        return apiError(409, 'You already claimed this reward.');
      }),
    );
    await screen.findByText('175/500 points to Growth Hacker');
    await userEvent.click(screen.getByRole('button', { name: 'Claim Sticker pack' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You already claimed this reward.');
    await waitFor(() => expect(within(rewardRow('Sticker pack')).getByText('Claimed')).toBeTruthy());
    warn.mockRestore();
  });

  it('lists the referral history', async () => {
    renderPage();
    const list = await screen.findByRole('list', { name: 'Referral history' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByText(/Grace|Alan/).textContent)).toEqual(['Grace Hopper', 'Alan Turing']);
    expect(within(rows[0]!).getByText('Active')).toBeTruthy();
    expect(within(rows[0]!).getByText('+75 points')).toBeTruthy();
    expect(within(rows[0]!).getByText('Nov 2, 2026')).toBeTruthy();
    expect(within(rows[0]!).getByText(/Matched/)).toBeTruthy();
    expect(within(rows[1]!).getByText('Joined')).toBeTruthy();
    expect(within(rows[1]!).getByText(/Not matched yet/)).toBeTruthy();
  });

  it('shows "No referrals yet" when nobody has joined', async () => {
    renderPage(http.get('/api/referrals/history', () => json(ReferralHistorySchema, [])));
    expect(await screen.findByText('No referrals yet')).toBeTruthy();
  });

  it('falls back to the spec defaults when the API fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderPage(http.get('/api/referrals/*', () => apiError(500, 'down')));
    expect(await screen.findByText('0/100 points to Seed Spreader')).toBeTruthy();
    expect(screen.getByText('Seed Planter')).toBeTruthy();
    expect([...screen.getAllByRole('definition')].map((el) => el.textContent)).toEqual(['0', '0', '0']);
    expect(screen.getByText('SEED-ADA-1-ABC')).toBeTruthy();
    expect(await screen.findByText('No referrals yet')).toBeTruthy();
    const names = await screen.findAllByText(/^(Sticker pack|SeedMatch T-shirt|Priority matching)$/);
    expect(names.map((el) => el.textContent)).toEqual(['Sticker pack', 'SeedMatch T-shirt', 'Priority matching']);
    expect(screen.getByText('100 points · 100 more needed')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Claim / }).every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });
});
