import { useQuery } from '@tanstack/react-query';
import { LikerListSchema } from '@seedmatch/shared/my-ideas';
import { apiRequest } from '../../../lib/api-client';
import { likersKey } from './likes-keys';

/** GET /ideas/likes-you: who liked my ideas, the latest like first. */
function getLikers() {
  return apiRequest('/ideas/likes-you', { schema: LikerListSchema });
}

export function useLikers() {
  return useQuery({ queryKey: likersKey, queryFn: getLikers });
}
