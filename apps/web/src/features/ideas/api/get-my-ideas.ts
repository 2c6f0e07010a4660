import { useQuery } from '@tanstack/react-query';
import { MyIdeaListSchema } from '@seedmatch/shared/my-ideas';
import { apiRequest } from '../../../lib/api-client';
import { myIdeasKey } from './idea-keys';

/** GET /ideas/mine: my ideas, newest first, with their like counts. */
function getMyIdeas() {
  return apiRequest('/ideas/mine', { schema: MyIdeaListSchema });
}

export function useMyIdeas() {
  return useQuery({ queryKey: myIdeasKey, queryFn: getMyIdeas });
}
