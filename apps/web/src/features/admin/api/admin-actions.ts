import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SuccessSchema } from '@seedmatch/shared/success';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** The actions that take a reason, each a POST under /admin. */
export type AdminAction =
  | { kind: 'dismiss'; reportId: string }
  | { kind: 'remove-content'; reportId: string }
  | { kind: 'suspend'; userId: string }
  | { kind: 'unsuspend'; userId: string };

const pathOf = (action: AdminAction) =>
  'reportId' in action ? `/admin/reports/${action.reportId}/${action.kind}` : `/admin/users/${action.userId}/${action.kind}`;

/** Runs an admin action with its reason, then refreshes the whole console. */
export function useAdminAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, reason }: { action: AdminAction; reason: string }) =>
      apiRequest(pathOf(action), { method: 'POST', body: { reason }, schema: SuccessSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
