import { z } from 'zod';

export const RoleSchema = z.enum(['FOUNDER', 'INVESTOR']);
export type Role = z.infer<typeof RoleSchema>;

export const DEFAULT_ROLE: Role = 'FOUNDER';

/** The spec's role order: the user record, then the role chosen before sign-in, then FOUNDER. */
export function resolveRole(userRole: unknown, selectedRole: unknown): Role {
  const fromUser = RoleSchema.safeParse(userRole);
  if (fromUser.success) return fromUser.data;
  const fromSelection = RoleSchema.safeParse(selectedRole);
  if (fromSelection.success) return fromSelection.data;
  return DEFAULT_ROLE;
}
