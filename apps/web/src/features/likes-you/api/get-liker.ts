import { useQuery } from '@tanstack/react-query';
import { LikerProfileSchema } from '@seedmatch/shared/my-ideas';
import { apiRequest } from '../../../lib/api-client';
import { likerKey } from './likes-keys';

/** GET /ideas/likes-you/:userId: the liker's profile and ideas, with my swipe on each. */
function getLiker(userId: string) {
  return apiRequest(`/ideas/likes-you/${encodeURIComponent(userId)}`, { schema: LikerProfileSchema });
}

export function useLiker(userId: string) {
  return useQuery({ queryKey: likerKey(userId), queryFn: () => getLiker(userId) });
}
