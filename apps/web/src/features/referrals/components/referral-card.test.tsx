import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { ReferralStatsSchema } from '@seedmatch/shared/referrals';
import { referralStats } from '../../../testing/referrals';
import { renderRoutes, signedOutAuth } from '../../../testing/render';
import { json } from '../../../testing/respond';
import { server } from '../../../testing/server';
import { ReferralCard } from './referral-card';

describe('ReferralCard', () => {
  it('shows points and level and links to the referrals page', async () => {
    window.localStorage.setItem('authToken', 't');
    const stats = referralStats({ totalReferrals: 1, activeReferrals: 0, totalPoints: 25, level: 'Seed Planter', nextLevelPoints: 100 });
    server.use(http.get('/api/referrals/stats', () => json(ReferralStatsSchema, stats)));
    renderRoutes([{ path: '/app', element: <ReferralCard /> }], { path: '/app', auth: signedOutAuth({ status: 'signed-in' }) });
    expect(await screen.findByText('25')).toBeTruthy();
    expect(screen.getByText('Seed Planter')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Invite friends' }).getAttribute('href')).toBe('/app/referrals');
  });
});
