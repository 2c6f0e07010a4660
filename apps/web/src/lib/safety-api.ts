import { z } from 'zod';
import { BlockedListSchema, type ReportBody } from '@seedmatch/shared/safety';
import { SuccessSchema } from '@seedmatch/shared/success';
import { apiRequest } from './api-client';

/** Trust & safety calls, shared by chat, matches, the investor's founder dialog and settings. */
export const blockUser = (userId: string) =>
  apiRequest(`/users/${encodeURIComponent(userId)}/block`, { method: 'POST', schema: SuccessSchema });
export const unblockUser = (userId: string) =>
  apiRequest(`/users/${encodeURIComponent(userId)}/block`, { method: 'DELETE', schema: SuccessSchema });
export const unmatch = (matchId: string) =>
  apiRequest(`/matches/${encodeURIComponent(matchId)}`, { method: 'DELETE', schema: SuccessSchema });
export const listBlocked = () => apiRequest('/blocks', { schema: BlockedListSchema });
export const reportUser = (body: Omit<ReportBody, 'details'> & { details?: string }) =>
  apiRequest('/reports', { method: 'POST', body, schema: SuccessSchema.extend({ message: z.string() }) });

/** What a block does, asked before one: the body of its confirm dialog. */
export const blockQuestion = (name: string) =>
  `Block ${name}? You won't see each other's ideas, messages or profile again, and your conversation will close.`;
