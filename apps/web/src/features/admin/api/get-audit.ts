import { useQuery } from '@tanstack/react-query';
import { AuditListSchema } from '@seedmatch/shared/admin';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /admin/audit: what admins did, newest first. */
export function useAudit() {
  return useQuery({ queryKey: adminKeys.audit, queryFn: () => apiRequest('/admin/audit', { schema: AuditListSchema }) });
}
