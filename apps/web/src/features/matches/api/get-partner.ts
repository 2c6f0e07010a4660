import { useQuery } from '@tanstack/react-query';
import { PartnerProfileSchema } from '@seedmatch/shared/matches';
import { apiRequest } from '../../../lib/api-client';

const partnerKey = (connectionId: string) => ['matches', connectionId, 'partner'] as const;

/** GET /matches/{id}/partner: the other person of one match or connection. */
function getPartner(connectionId: string) {
  return apiRequest(`/matches/${encodeURIComponent(connectionId)}/partner`, {
    schema: PartnerProfileSchema,
    fallbackMessage: 'Failed to load the profile',
  });
}

export function usePartner(connectionId: string) {
  return useQuery({ queryKey: partnerKey(connectionId), queryFn: () => getPartner(connectionId) });
}
