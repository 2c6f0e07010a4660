export const ROLES = ['FOUNDER', 'INVESTOR'] as const;
export type Role = (typeof ROLES)[number];

export const DEFAULT_ROLE: Role = 'FOUNDER';

export function isRole(value: unknown): value is Role {
  return value === 'FOUNDER' || value === 'INVESTOR';
}

/** The role order of docs/product.md#roles: the user record, then the role chosen before sign-in, then FOUNDER. */
export function resolveRole(userRole: unknown, selectedRole: unknown): Role {
  if (isRole(userRole)) return userRole;
  if (isRole(selectedRole)) return selectedRole;
  return DEFAULT_ROLE;
}
