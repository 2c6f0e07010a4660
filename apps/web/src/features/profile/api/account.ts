import { SuccessSchema } from '@seedmatch/shared/success';
import { apiRequest, errorMessageOf } from '../../../lib/api-client';
import { getAuthToken } from '../../../lib/storage';

/** Downloads everything SeedMatch keeps about the user as a JSON file. */
export async function downloadMyData(): Promise<void> {
  const response = await fetch('/api/users/me/export', { headers: { Authorization: `Bearer ${getAuthToken() ?? ''}` } });
  if (!response.ok) throw new Error(await errorMessageOf(response));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'seedmatch-data.json';
  link.click();
  URL.revokeObjectURL(url);
}

/** Ends every session of the account, this browser's included, and their live connections. */
export const signOutEverywhere = () => apiRequest('/auth/logout-all', { method: 'POST', schema: SuccessSchema });

export const deleteMyAccount = () => apiRequest('/users/me', { method: 'DELETE', body: { confirm: 'DELETE' }, schema: SuccessSchema });
