import { useQuery } from '@tanstack/react-query';
import { AdminChallengeSchema, AdminChallengesSchema, type ScheduleChallengeBody } from '@seedmatch/shared/admin';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /admin/challenges: the current and the next challenge with their people. */
export function useAdminChallenges() {
  return useQuery({ queryKey: adminKeys.challenges, queryFn: () => apiRequest('/admin/challenges', { schema: AdminChallengesSchema }) });
}

/** POST /admin/challenges: schedules a challenge. */
export const scheduleChallenge = (body: ScheduleChallengeBody) =>
  apiRequest('/admin/challenges', { method: 'POST', body, schema: AdminChallengeSchema });
