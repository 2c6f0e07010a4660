import { useQuery, keepPreviousData } from '@tanstack/react-query';
import { AdminUserDetailSchema, AdminUserListSchema } from '@seedmatch/shared/admin';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /admin/users: people whose e-mail or name contains `q`. */
export function useUserSearch(q: string) {
  return useQuery({
    queryKey: adminKeys.users(q),
    queryFn: () => apiRequest(`/admin/users?q=${encodeURIComponent(q)}`, { schema: AdminUserListSchema }),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/users/:id: one person with their ideas, matches, reports and audit. */
export function useAdminUser(id: string) {
  return useQuery({ queryKey: adminKeys.user(id), queryFn: () => apiRequest(`/admin/users/${id}`, { schema: AdminUserDetailSchema }) });
}
