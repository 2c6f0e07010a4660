import { z } from 'zod';
import { BlockedListSchema, type ReportBody } from '@seedmatch/shared/safety';
import { apiRequest } from './api-client';

const Ok = z.object({ success: z.literal(true) });

/** Trust & safety calls, shared by chat, matches, the investor's founder dialog and settings. */
export const blockUser = (userId: string) => apiRequest(`/users/${encodeURIComponent(userId)}/block`, { method: 'POST', schema: Ok });
export const unblockUser = (userId: string) => apiRequest(`/users/${encodeURIComponent(userId)}/block`, { method: 'DELETE', schema: Ok });
export const unmatch = (matchId: string) => apiRequest(`/matches/${encodeURIComponent(matchId)}`, { method: 'DELETE', schema: Ok });
export const listBlocked = () => apiRequest('/blocks', { schema: BlockedListSchema });
export const reportUser = (body: Omit<ReportBody, 'details'> & { details?: string }) =>
  apiRequest('/reports', { method: 'POST', body, schema: Ok.extend({ message: z.string() }) });

/** Asks first, as people expect before a block. */
export function confirmBlock(name: string): boolean {
  return window.confirm(`Block ${name}? You won't see each other's ideas, messages or profile again, and your conversation will close.`);
}
