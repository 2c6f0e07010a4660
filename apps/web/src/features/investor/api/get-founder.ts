import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FounderProfileSchema } from '@seedmatch/shared/investor';
import { apiRequest } from '../../../lib/api-client';
import { summaryQueryKey } from './get-investor-summary';

/** GET /founders/{id}: the founder profile dialog's figures and projects. */
const getFounder = (id: string) => apiRequest(`/founders/${encodeURIComponent(id)}`, { schema: FounderProfileSchema });

/** An investor opening a profile counts as "Reviewed" on the server, so the home summary is refreshed. */
export function useFounder(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['investor', 'founder', id],
    queryFn: async () => {
      const founder = await getFounder(id);
      void queryClient.invalidateQueries({ queryKey: summaryQueryKey });
      return founder;
    },
  });
}
