import { useQuery } from '@tanstack/react-query';
import { ERROR_MESSAGES } from '@seedmatch/shared/errors';
import { InvestorDashboardSchema, type InvestorDashboard } from '@seedmatch/shared/investor';
import { API_BASE } from '../../../lib/api-client';
import { getAuthToken } from '../../../lib/storage';

const DASHBOARD_FAILED = 'Failed to fetch dashboard data';

/**
 * GET /ideas/investor/dashboard with the messages of docs/product.md#investor-side: 403 means the investor
 * role is missing, other HTTP failures name the status text, anything else (network, bad body) is a generic
 * failure.
 * It calls fetch itself because the generic client keeps the server's message rather than the status text.
 */
export async function getInvestorDashboard(signal?: AbortSignal): Promise<InvestorDashboard> {
  const token = getAuthToken();
  if (!token) throw new Error(ERROR_MESSAGES.noToken);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/ideas/investor/dashboard`, {
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new Error(DASHBOARD_FAILED, { cause: error });
  }
  if (response.status === 403) throw new Error(ERROR_MESSAGES.investorOnly);
  if (!response.ok) {
    // HTTP/2 answers carry no status text; the code still tells the reader something.
    throw new Error(`Failed to fetch investor dashboard data: ${response.statusText || `HTTP ${response.status}`}`);
  }
  try {
    return InvestorDashboardSchema.parse(await response.json());
  } catch (error) {
    throw new Error(DASHBOARD_FAILED, { cause: error });
  }
}

const dashboardQueryKey = ['investor', 'dashboard'] as const;

/** Errors are shown at once with Try Again rather than retried behind a spinner. */
export function useInvestorDashboard() {
  return useQuery({ queryKey: dashboardQueryKey, queryFn: ({ signal }) => getInvestorDashboard(signal), retry: false });
}
