/** The e2e server's admins (its ADMIN_EMAILS): one for each admin.spec journey, so they never share a sign-up. */
export const ADMIN_ACCOUNT = { email: 'admin@seedmatch.test', name: 'Sam Admin' };
export const MODERATOR_ACCOUNT = { email: 'moderator@seedmatch.test', name: 'Mo Moderator' };
