import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoutes, signedOutAuth } from '../../../testing/render';
import { ReferralCard } from './referral-card';

afterEach(() => vi.unstubAllGlobals());

describe('ReferralCard', () => {
  it('shows points and level and links to the referrals page', async () => {
    window.localStorage.setItem('authToken', 't');
    const stats = {
      totalReferrals: 1,
      activeReferrals: 0,
      totalPoints: 25,
      level: 'Seed Planter',
      nextLevelPoints: 100,
      referralCode: 'SEED-ADA-1-ABC',
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(stats)),
    );
    renderRoutes([{ path: '/app', element: <ReferralCard /> }], { path: '/app', auth: signedOutAuth({ status: 'signed-in' }) });
    expect(await screen.findByText('25')).toBeTruthy();
    expect(screen.getByText('Seed Planter')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Invite friends' }).getAttribute('href')).toBe('/app/referrals');
  });
});
