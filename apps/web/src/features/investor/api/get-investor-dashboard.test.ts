import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { InvestorDashboardSchema } from '@seedmatch/shared/investor';
import { recordCalls } from '../../../testing/calls';
import { dashboard } from '../../../testing/investor';
import { apiError, json, plainText } from '../../../testing/respond';
import { server } from '../../../testing/server';
import { getInvestorDashboard } from './get-investor-dashboard';

const DASHBOARD = '/api/ideas/investor/dashboard';

describe('getInvestorDashboard', () => {
  it('sends the bearer token and parses the dashboard', async () => {
    window.localStorage.setItem('authToken', 't');
    let headers: Headers | undefined;
    server.use(
      http.get(DASHBOARD, ({ request }) => {
        headers = request.headers;
        return json(InvestorDashboardSchema, dashboard);
      }),
    );
    expect((await getInvestorDashboard()).stats.totalSwipes).toBe(1234);
    expect(headers?.get('Authorization')).toBe('Bearer t');
    expect(headers?.get('Content-Type')).toBe('application/json');
  });

  it('maps failures to the spec messages', async () => {
    window.localStorage.setItem('authToken', 't');
    server.use(http.get(DASHBOARD, () => apiError(403, 'whatever'), { once: true }));
    await expect(getInvestorDashboard()).rejects.toThrow('Access denied. Investor role required.');
    server.use(http.get(DASHBOARD, () => plainText(503, 'down', 'Service Unavailable'), { once: true }));
    await expect(getInvestorDashboard()).rejects.toThrow('Failed to fetch investor dashboard data: Service Unavailable');
    server.use(http.get(DASHBOARD, () => HttpResponse.error(), { once: true }));
    await expect(getInvestorDashboard()).rejects.toThrow('Failed to fetch dashboard data');
    // Deliberately off the contract: a body the schema refuses is a generic failure.
    server.use(http.get(DASHBOARD, () => HttpResponse.json({ nope: true }), { once: true }));
    await expect(getInvestorDashboard()).rejects.toThrow('Failed to fetch dashboard data');
  });

  it('fails before calling without a token', async () => {
    const calls = recordCalls();
    await expect(getInvestorDashboard()).rejects.toThrow('No authentication token found');
    expect(calls).toEqual([]);
  });
});
