import { useQuery } from '@tanstack/react-query';
import { IdeaListSchema } from '@seedmatch/shared/ideas';
import { apiRequest } from '../../../lib/api-client';
import { myIdeasKey } from './challenge-keys';

/** GET /ideas/user/{id} for the signed-in founder: the ideas an MVP can ship, newest first. */
function getMyIdeas(userId: string) {
  return apiRequest(`/ideas/user/${encodeURIComponent(userId)}`, { schema: IdeaListSchema, fallbackMessage: 'Failed to load your ideas' });
}

// Read fresh each time the form opens: an idea planted a moment ago must be offered.
export function useMyIdeas(userId: string) {
  return useQuery({ queryKey: myIdeasKey(userId), queryFn: () => getMyIdeas(userId), enabled: userId !== '', staleTime: 0 });
}
