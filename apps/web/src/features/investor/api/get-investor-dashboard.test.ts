import { afterEach, describe, expect, it, vi } from 'vitest';
import { dashboard } from '../components/investor-test-data';
import { getInvestorDashboard } from './get-investor-dashboard';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(answer: () => Promise<Response>) {
  window.localStorage.setItem('authToken', 't');
  const fetchMock = vi.fn(answer);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('getInvestorDashboard', () => {
  it('sends the bearer token and parses the dashboard', async () => {
    const fetchMock = stubFetch(async () => Response.json(dashboard));
    expect((await getInvestorDashboard()).stats.totalSwipes).toBe(1234);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/ideas/investor/dashboard');
    expect(init.headers).toEqual({ Authorization: 'Bearer t', 'Content-Type': 'application/json' });
  });

  it('maps failures to the spec messages', async () => {
    stubFetch(async () => Response.json({ error: 'whatever' }, { status: 403 }));
    await expect(getInvestorDashboard()).rejects.toThrow('Access denied. Investor role required.');
    stubFetch(async () => new Response('down', { status: 503, statusText: 'Service Unavailable' }));
    await expect(getInvestorDashboard()).rejects.toThrow('Failed to fetch investor dashboard data: Service Unavailable');
    stubFetch(async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(getInvestorDashboard()).rejects.toThrow('Failed to fetch dashboard data');
    stubFetch(async () => Response.json({ nope: true }));
    await expect(getInvestorDashboard()).rejects.toThrow('Failed to fetch dashboard data');
  });

  it('fails before calling without a token', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await expect(getInvestorDashboard()).rejects.toThrow('No authentication token found');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
