/** Query keys of the admin console; every admin action refreshes them all (reports, people and the log move together). */
export const adminKeys = {
  all: ['admin'] as const,
  reports: (status: string) => ['admin', 'reports', status] as const,
  users: (q: string) => ['admin', 'users', q] as const,
  user: (id: string) => ['admin', 'user', id] as const,
  challenges: ['admin', 'challenges'] as const,
  audit: ['admin', 'audit'] as const,
};
